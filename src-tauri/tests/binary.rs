//! The app binary itself: it starts and answers `--version` without opening a window.
//! (Building this test also builds `target/debug/tipgobble-app`, which the end-to-end tests
//! drive: see scripts/e2e.sh.)

use std::process::Command;

#[test]
fn the_binary_reports_its_version() {
    let out = Command::new(env!("CARGO_BIN_EXE_tipgobble-app"))
        .arg("--version")
        .output()
        .expect("the app binary runs");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("tipgobble-app {}", env!("CARGO_PKG_VERSION"))
    );
}
