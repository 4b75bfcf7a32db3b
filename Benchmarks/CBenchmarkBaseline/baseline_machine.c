#include "CBenchmarkBaseline.h"

#include <stdlib.h>

double baseline_load_average(void) {
  double loads[1];
  return getloadavg(loads, 1) == 1 ? loads[0] : -1;
}
