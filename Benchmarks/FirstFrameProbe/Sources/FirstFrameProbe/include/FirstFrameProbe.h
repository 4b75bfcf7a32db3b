// Preloaded (LD_PRELOAD) into a GTK program by `overshoot-benchmarks startup`: once a frame is
// painted that shows a list of at least FIRST_FRAME_PROBE_MIN_ROWS rows (0 or unset: any frame
// after the first gtk_window_present), writes to the file named by FIRST_FRAME_PROBE_OUTPUT one
// line "WALL CPU": the CLOCK_MONOTONIC time of that frame and the process's CPU time (every
// thread, user and system) at that moment, both in nanoseconds; then exits the program.
// With ARTICLE_PROBE_OUTPUT set instead, it times articles opened in the app
// (`overshoot-benchmarks article-open`; see article_paint_probe.c).
#pragma once
