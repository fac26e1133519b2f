//! Build script: Tauri's code generation, with the app's own commands listed so that the
//! capability files can allow exactly those (and nothing else).

/// Every IPC command of the app (the same list `lib.rs` registers, checked by a test there).
const COMMANDS: &[&str] = &include!("src/command_names.in");

fn main() {
    let attributes = tauri_build::Attributes::new()
        .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS));
    if let Err(err) = tauri_build::try_build(attributes) {
        eprintln!("tauri-build failed: {err:#}");
        std::process::exit(1);
    }
}
