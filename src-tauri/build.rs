//! Build script: Tauri's code generation, with the app's own commands listed so that the
//! capability files can allow exactly those (and nothing else).
//!
//! The commands are declared in Rust (`src/commands/mod.rs`); `src/bindings.rs` writes one
//! `allow-<command>` permission per command into `capabilities/default.json` (and a test
//! there fails when the file is stale). The permission manifest is read back from it here,
//! so the build, the capability and the commands cannot disagree.

use std::path::Path;

/// The capability the app's command permissions are written to.
const CAPABILITY: &str = "capabilities/default.json";

fn main() {
    println!("cargo:rerun-if-changed={CAPABILITY}");
    let commands = match command_names(Path::new(CAPABILITY)) {
        Ok(names) => names,
        Err(err) => {
            eprintln!("{CAPABILITY}: {err}");
            std::process::exit(1);
        }
    };
    // tauri-build keeps the list for the whole build: leaking it is what 'static asks for.
    let commands: &'static [&'static str] = Vec::leak(
        commands
            .into_iter()
            .map(|name| &*String::leak(name))
            .collect(),
    );
    let attributes = tauri_build::Attributes::new()
        .app_manifest(tauri_build::AppManifest::new().commands(commands));
    if let Err(err) = tauri_build::try_build(attributes) {
        eprintln!("tauri-build failed: {err:#}");
        std::process::exit(1);
    }
}

/// The app's own commands that a capability allows: its `allow-<command>` permissions (the
/// plugins' permissions are the ones with a `plugin:` prefix).
fn command_names(path: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let capability: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let permissions = capability["permissions"]
        .as_array()
        .ok_or("no \"permissions\" list")?;
    Ok(permissions
        .iter()
        .filter_map(|p| p.as_str())
        .filter(|p| !p.contains(':'))
        .filter_map(|p| p.strip_prefix("allow-"))
        .map(|name| name.replace('-', "_"))
        .collect())
}
