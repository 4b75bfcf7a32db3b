import GtkGlue
