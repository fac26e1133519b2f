//! The IPC commands, one file per screen area. Each is a thin `#[tauri::command]` over the
//! app state: serde rejects a payload of the wrong shape before it runs, it rejects values that
//! are well-formed but invalid, and it maps every failure to [`crate::error::AppError`].

pub mod app;
pub mod game;
pub mod library;
pub mod storage;
pub mod tutorial;
