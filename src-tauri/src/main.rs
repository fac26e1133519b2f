//! The desktop entry point: everything lives in the library, shared with Android and iOS.

// No console window next to the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    if std::env::args().nth(1).as_deref() == Some("--version") {
        println!("tipgobble-app {}", env!("CARGO_PKG_VERSION"));
        return;
    }
    tipgobble_app::run();
}
