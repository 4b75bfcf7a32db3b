#!/usr/bin/perl -pi
# Issue 13: the C cast helpers of shim.h (`overshoot_box(x)`…) and unchecked `OpaquePointer(x)`
# arguments of a type's own functions become the glue's checked casts. Mechanical: it rewrites
# only a simple receiver (a name or a member chain) and leaves anything else for a person.
#
#     perl -pi .ci/migrations/shim-casts-to-checked.pl FILE...
s/\bovershoot_box\(([\$\w.]+)\)/$1.checked(as: GtkBox.self)/g;
s/\bovershoot_button\(([\$\w.]+)\)/$1.checked(as: GtkButton.self)/g;
s/\bovershoot_g_application\(([\$\w.]+?)(?:\.gpointer)?\)/$1.checked(as: GApplication.self)/g;
s/\bovershoot_(header_bar|spinner|image|scrolled_window|overlay|list_view|list_item|label)\(([\$\w.]+?)(?:\.gpointer)?\)/$2.checked(gtk_$1_get_type())/g;
s/\bovershoot_action_map\(([\$\w.]+?)(?:\.gpointer)?\)/$1.checked(g_action_map_get_type())/g;
s/\b(gtk_(label|list_view|list_item|scrollable|spinner|stack|paned|list_box|image|actionable)_(?!switcher_|sidebar_|page_|factory_|row_)\w+)\(OpaquePointer\(([\$\w.]+)\)/$1($3.checked(gtk_$2_get_type())/g;
s/\b(gtk_(spinner|label|stack)_(?!switcher_|sidebar_|page_)\w+)\(([\$\w.]+)\.opaque\)/$1($3.checked(gtk_$2_get_type()))/g;
s/\bgtk_widget_insert_action_group\((\w+), ("\w+"), ([\$\w.]+)\.opaque\)/gtk_widget_insert_action_group($1, $2, $3.checked(g_action_group_get_type()))/g;
s/\b(g_dbus_connection_\w+)\(OpaquePointer\(([\$\w.]+)\)/$1($2.checked(g_dbus_connection_get_type())/g;
s/\bmodel\.opaque\b/model.pointer.checked(g_list_model_get_type())/g;
s/\bovershoot_(revealer|file_chooser|editable|menu_button|about_dialog)\(([\$\w.]+?)(?:\.gpointer)?\)/$2.checked(gtk_$1_get_type())/g;
s/\bovershoot_native_dialog\(([\$\w.]+?)(?:\.gpointer)?\)/$1.checked(gtk_native_dialog_get_type(), as: GtkNativeDialog.self)/g;
s/\bovershoot_application\(([\$\w.]+?)(?:\.gpointer)?\)/$1.checked(as: GtkApplication.self)/g;
s/\bovershoot_settings\(([\$\w.]+?)(?:\.gpointer)?\)/$1.checked(g_settings_get_type(), as: GSettings.self)/g;
s/\bovershoot_(action|action_group)\(([\$\w.]+?)(?:\.gpointer)?\)/$2.checked(g_$1_get_type())/g;
s/\bovershoot_menu_model\(([\$\w.]+?)(?:\.gpointer)?\)/$1.checked(as: GMenuModel.self)/g;
s/\.isA\(/.isInstance(of: /g;
s/\bovershoot_type_object\(\)/GObject.gType/g;
s/\bovershoot_type_list_model\(\)/g_list_model_get_type()/g;
