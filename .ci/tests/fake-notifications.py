#!/usr/bin/python3
"""A stand-in for the desktop's notification server (org.freedesktop.Notifications) on the
session bus, for the notification tests: records every call as one JSON line on stdout, and
takes commands on stdin, one a line:
  invoke ID ACTION   emit ActionInvoked(ID, ACTION), as a click on the notification does
                     ("default" is the notification's own click)
It prints "ready" once it owns the name, and exits when stdin closes or after --deadline seconds
(default 60), so a test that hangs cannot leave it running. Needs python3-dbus and python3-gi
(Debian's /usr/bin/python3)."""
import argparse
import json
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

NAME = "org.freedesktop.Notifications"
PATH = "/org/freedesktop/Notifications"


def text(value):
    # dbus.Byte is a str of one character; the urgency hint is one: print its number.
    return str(int(value)) if isinstance(value, (dbus.Byte, int)) else str(value)


def record(call):
    print(json.dumps(call), flush=True)


class Notifications(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, PATH)
        self.last_id = 0

    @dbus.service.method(NAME, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app_name, replaces_id, icon, summary, body, actions, hints, timeout):
        # The spec: a non-zero replaces_id keeps that notification's id.
        if replaces_id:
            notification_id = int(replaces_id)
        else:
            self.last_id += 1
            notification_id = self.last_id
        record({
            "method": "Notify", "id": notification_id, "replaces_id": int(replaces_id),
            "app_name": str(app_name), "summary": str(summary), "body": str(body),
            "actions": [str(action) for action in actions],
            "hints": {str(key): text(value) for key, value in hints.items()},
        })
        return dbus.types.UInt32(notification_id)

    @dbus.service.method(NAME, in_signature="u", out_signature="")
    def CloseNotification(self, notification_id):
        record({"method": "CloseNotification", "id": int(notification_id)})

    @dbus.service.method(NAME, in_signature="", out_signature="as")
    def GetCapabilities(self):
        return ["actions", "body"]

    @dbus.service.method(NAME, in_signature="", out_signature="ssss")
    def GetServerInformation(self):
        return ("fake-notifications", "overshoot", "1", "1.2")

    @dbus.service.signal(NAME, signature="us")
    def ActionInvoked(self, notification_id, action):
        pass

    @dbus.service.signal(NAME, signature="uu")
    def NotificationClosed(self, notification_id, reason):
        pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--deadline", type=float, default=60)
    arguments = parser.parse_args()
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    # Each test starts its own server; a newer one takes the name from one still exiting.
    name = dbus.service.BusName(NAME, bus, allow_replacement=True, replace_existing=True,
                                do_not_queue=True)
    server = Notifications(bus)
    loop = GLib.MainLoop()

    def command(channel, condition):
        line = sys.stdin.readline()
        if not line:
            loop.quit()
            return False
        words = line.split()
        if len(words) == 3 and words[0] == "invoke":
            server.ActionInvoked(dbus.types.UInt32(int(words[1])), words[2])
            # A server closes a notification once it is clicked.
            server.NotificationClosed(dbus.types.UInt32(int(words[1])), dbus.types.UInt32(2))
            record({"method": "invoked", "id": int(words[1]), "action": words[2]})
        return True

    GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, command)
    GLib.timeout_add(int(arguments.deadline * 1000), loop.quit)
    print("ready", flush=True)
    loop.run()
    del name


main()
