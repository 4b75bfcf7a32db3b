// Preloaded (LD_PRELOAD) into a GTK program by `overshoot-benchmarks startup`: writes the
// CLOCK_MONOTONIC time of the first frame painted after the first gtk_window_present, in
// nanoseconds, to the file named by FIRST_FRAME_PROBE_OUTPUT, then exits the program.
#pragma once
