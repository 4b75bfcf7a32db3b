// GTK 4 for the first-frame probe: its own package cannot use Overshoot's CGtk module.
#pragma once
#include <gtk/gtk.h>
