#!/usr/bin/python3
# The browser WebKitWebDriver starts for the cross-engine suite: WebKitGTK's web view in a window,
# as MiniBrowser shows it, but with a website data store on disk. MiniBrowser in automation mode
# keeps an ephemeral one, and WebKit writes no console message of an ephemeral page to stdout:
# here each one is written, so the suite can see the page's errors.
import os
import sys
import tempfile

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402

if "--version" in sys.argv:
    print(f"WebKitGTK {WebKit2.get_major_version()}.{WebKit2.get_minor_version()}.{WebKit2.get_micro_version()}")
    sys.exit(0)

# A folder the suite makes and removes (tests/engines/browsers.ts), or one of its own.
data = os.environ.get("WEBKIT_ENGINE_DATA") or tempfile.mkdtemp(prefix="webkit-engine-")
context = WebKit2.WebContext(
    website_data_manager=WebKit2.WebsiteDataManager(base_data_directory=data, base_cache_directory=data)
)
context.set_automation_allowed(True)
settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True)


def web_view_for_automation(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window(default_width=1280, default_height=800)
    window.connect("destroy", lambda _window: Gtk.main_quit())
    window.add(view)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", web_view_for_automation)


context.connect("automation-started", automation_started)
Gtk.main()
