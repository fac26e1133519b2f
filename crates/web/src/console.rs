//! The core's log and panics, in the browser's console (the worker's): the web host's stand
//! in for the native log file.

use std::sync::Once;

use log::{Level, LevelFilter, Log, Metadata, Record};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(text: &str);
    #[wasm_bindgen(js_namespace = console, js_name = warn)]
    fn console_warn(text: &str);
    #[wasm_bindgen(js_namespace = console, js_name = info)]
    fn console_info(text: &str);
}

/// Writes each record to the console at its level.
struct Console;

impl Log for Console {
    fn enabled(&self, metadata: &Metadata<'_>) -> bool {
        metadata.level() <= Level::Info
    }

    fn log(&self, record: &Record<'_>) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let text = format!("tipgobble: {}", record.args());
        match record.level() {
            Level::Error => console_error(&text),
            Level::Warn => console_warn(&text),
            _ => console_info(&text),
        }
    }

    fn flush(&self) {}
}

static LOGGER: Console = Console;

/// Sends the log and panic messages to the console (once).
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if log::set_logger(&LOGGER).is_ok() {
            log::set_max_level(LevelFilter::Info);
        }
        std::panic::set_hook(Box::new(|info| {
            // A panic aborts the module; the worker sees the trap and tells the page.
            console_error(&format!("tipgobble: the app core stopped: {info}"));
        }));
    });
}
