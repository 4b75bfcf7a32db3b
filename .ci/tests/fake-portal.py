#!/usr/bin/python3
"""A stand-in for xdg-desktop-portal's Settings interface on the session bus, for the dark-mode
test: answers Read/ReadOne for org.freedesktop.appearance color-scheme with argv[1] (0 no
preference, 1 dark, 2 light), and emits SettingChanged to argv[2] after argv[3] seconds if given.
Needs python3-dbus and python3-gi (Debian's /usr/bin/python3)."""
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

INTERFACE = "org.freedesktop.portal.Settings"


class Settings(dbus.service.Object):
    def __init__(self, bus, scheme):
        super().__init__(bus, "/org/freedesktop/portal/desktop")
        self.scheme = scheme

    @dbus.service.method(INTERFACE, in_signature="ss", out_signature="v")
    def Read(self, namespace, key):
        if (namespace, key) != ("org.freedesktop.appearance", "color-scheme"):
            raise dbus.exceptions.DBusException(
                "org.freedesktop.portal.Error.NotFound", "no such setting")
        # Version 1 of the interface wraps the value in one more variant.
        return dbus.types.UInt32(self.scheme, variant_level=2)

    @dbus.service.method(INTERFACE, in_signature="ss", out_signature="v")
    def ReadOne(self, namespace, key):
        return dbus.types.UInt32(self.scheme)

    @dbus.service.signal(INTERFACE, signature="ssv")
    def SettingChanged(self, namespace, key, value):
        pass

    def change(self, scheme):
        self.scheme = scheme
        self.SettingChanged("org.freedesktop.appearance", "color-scheme", dbus.types.UInt32(scheme))
        return False


def main():
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
    settings = Settings(bus, int(sys.argv[1]))
    if len(sys.argv) > 3:
        GLib.timeout_add(int(float(sys.argv[3]) * 1000), settings.change, int(sys.argv[2]))
    print("fake portal ready", flush=True)
    GLib.MainLoop().run()
    del name


main()
