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

/// The core's worker's name (`ui/src/web/main.ts` gives it): a search worker, which runs the
/// same module, leaves telling the page to its own worker.
const CORE_WORKER: &str = "tipgobble-core";

/// Posts `{type: "failed", reason}` to the page from the core's worker (the message the worker
/// posts when the core cannot run: `ui/src/lib/transport/protocol.ts`). Nothing elsewhere.
fn tell_page(reason: &str) {
    use js_sys::{Function, Object, Reflect};
    use wasm_bindgen::JsCast;
    let scope = js_sys::global();
    let name = Reflect::get(&scope, &JsValue::from_str("name")).ok();
    if name.and_then(|n| n.as_string()).as_deref() != Some(CORE_WORKER) {
        return;
    }
    let message = Object::new();
    let set = |key: &str, value: &str| {
        Reflect::set(&message, &JsValue::from_str(key), &JsValue::from_str(value)).is_ok()
    };
    if !(set("type", "failed") && set("reason", reason)) {
        return;
    }
    let post = Reflect::get(&scope, &JsValue::from_str("postMessage"))
        .ok()
        .and_then(|post| post.dyn_into::<Function>().ok());
    if let Some(post) = post {
        // Nothing more can be done for a page that does not hear it.
        let _ = post.call1(&scope, &message);
    }
}

/// Sends the log and panic messages to the console (once).
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if log::set_logger(&LOGGER).is_ok() {
            log::set_max_level(LevelFilter::Info);
        }
        std::panic::set_hook(Box::new(|info| {
            // A panic aborts the module (a trap, which an awaited call may never report): the
            // page is told here, first, and starts a new core (ui/src/web/main.ts).
            let reason = format!("the app core stopped: {info}");
            console_error(&format!("tipgobble: {reason}"));
            tell_page(&reason);
        }));
    });
}
