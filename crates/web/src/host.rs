//! [`WebHost`]: what the app core asks of the worker it runs in. Events and requests go to
//! the functions the worker gave [`crate::start`]; a search runs, as JSON, in a search
//! worker of its own ([`crate::searches`]), any other blocking job as a task of the
//! worker's event loop after the command that started it has answered.

use std::cell::RefCell;

use app::error::{AppError, AppResult};
use app::host::{Event, Host, HostFuture, Job, Search};
use js_sys::{Function, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

#[wasm_bindgen]
extern "C" {
    /// The worker's `setTimeout`: runs `handler` as a new task of the event loop.
    #[wasm_bindgen(js_name = setTimeout)]
    fn set_timeout(handler: &JsValue, ms: i32) -> JsValue;
}

/// The worker's two functions (see [`crate::start`]).
struct Page {
    /// `emit(name, payloadJson)`.
    emit: Function,
    /// `askPage(kind, requestJson) → Promise<answer>`.
    ask: Function,
}

thread_local! {
    /// Set once by [`install`]; the worker's only thread reads it.
    static PAGE: RefCell<Option<Page>> = const { RefCell::new(None) };
}

/// Keeps the worker's functions for [`WebHost`].
pub fn install(emit: Function, ask: Function) {
    PAGE.with(|page| *page.borrow_mut() = Some(Page { emit, ask }));
}

/// The web host. It holds nothing itself (a JavaScript function cannot be shared between
/// threads, and the core's host must be): the worker's functions are in a thread-local.
pub struct WebHost;

impl Host for WebHost {
    fn emit(&self, event: Event) {
        let name = JsValue::from_str(event.name());
        let payload = JsValue::from_str(&event.payload().to_string());
        PAGE.with(|page| {
            if let Some(page) = page.borrow().as_ref() {
                if let Err(err) = page.emit.call2(&JsValue::NULL, &name, &payload) {
                    log::warn!("the event {name:?} did not reach the page: {err:?}");
                }
            }
        });
    }

    fn spawn_blocking(&self, job: Job) {
        // A new task, never a microtask: the command that spawned the job answers (and the
        // worker posts the answer) before the job starts, as natively, and the job starts
        // with no lock of the core held.
        let handler = Closure::once_into_js(job);
        set_timeout(&handler, 0);
    }

    fn search(&self, search: Search) {
        match serde_json::to_string(&search.job) {
            Ok(job) => {
                crate::searches::add(search, job);
                // A new task: the command that handed the search over answers first.
                let handler = Closure::once_into_js(crate::searches::check);
                set_timeout(&handler, 0);
            }
            Err(err) => {
                // A job is plain data: it always writes. Should it not, it runs here.
                log::error!("a search job does not write: {err}");
                self.spawn_blocking(search.into_job());
            }
        }
    }

    fn save_game_file(
        &self,
        title: String,
        name: String,
        text: String,
    ) -> HostFuture<AppResult<bool>> {
        let request = serde_json::json!({ "title": title, "name": name, "text": text });
        answer_of("save-file", request, |value| {
            value.as_bool().ok_or_else(|| {
                AppError::Internal("the page's answer to save-file is not a boolean".into())
            })
        })
    }

    fn open_game_file(&self, title: String) -> HostFuture<AppResult<Option<String>>> {
        let request = serde_json::json!({ "title": title });
        answer_of("open-file", request, |value| {
            if value.is_null() || value.is_undefined() {
                Ok(None)
            } else {
                value.as_string().map(Some).ok_or_else(|| {
                    AppError::Internal("the page's answer to open-file is not text".into())
                })
            }
        })
    }
}

/// Asks the page `kind` with `request` and reads its answer with `read`. The page's promise
/// is awaited on the worker's own task (it cannot leave this thread); the future returned
/// only waits for its result, so the core can hold it like a native dialog's.
fn answer_of<T: Send + 'static>(
    kind: &'static str,
    request: serde_json::Value,
    read: impl FnOnce(JsValue) -> AppResult<T> + 'static,
) -> HostFuture<AppResult<T>> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    wasm_bindgen_futures::spawn_local(async move {
        let answer = match ask_page(kind, &request.to_string()).await {
            Ok(value) => read(value),
            Err(reason) => Err(AppError::Refused(reason)),
        };
        let _ = tx.send(answer);
    });
    Box::pin(async move {
        rx.await.unwrap_or_else(|_| {
            Err(AppError::Internal(format!(
                "the page never answered {kind}"
            )))
        })
    })
}

/// The page's answer to `kind`, or why there is none (its error's text).
async fn ask_page(kind: &str, request: &str) -> Result<JsValue, String> {
    let promise = PAGE.with(|page| match page.borrow().as_ref() {
        None => Err("the worker has not started".to_string()),
        Some(page) => page
            .ask
            .call2(
                &JsValue::NULL,
                &JsValue::from_str(kind),
                &JsValue::from_str(request),
            )
            .map_err(|err| describe(&err)),
    })?;
    let promise: Promise = promise
        .dyn_into()
        .map_err(|_| format!("the page's answer to {kind} is not a promise"))?;
    JsFuture::from(promise).await.map_err(|err| describe(&err))
}

/// A thrown JavaScript value as text.
fn describe(err: &JsValue) -> String {
    err.as_string()
        .or_else(|| {
            err.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{err:?}"))
}
