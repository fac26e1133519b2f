//! Writing a file so that a crash, a kill or a power cut leaves either the old file or the
//! new one, never half of one: the bytes go to a temporary file beside it, are synced to the
//! disk, and the temporary file is renamed over the old one (an atomic step), after which
//! the directory is synced too so that the rename itself survives a power cut.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically (see the module). On failure the old file, if any,
/// is untouched and no temporary file is left behind.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let temp = temp_path(path);
    let written = (|| {
        {
            // Closed at the end of this block, before the rename.
            let mut file = File::create(&temp)?;
            file.write_all(bytes)?;
            file.sync_all()?;
        }
        fs::rename(&temp, path)
    })();
    if let Err(err) = written {
        let _ = fs::remove_file(&temp);
        return Err(err);
    }
    sync_dir(dir);
    Ok(())
}

/// The temporary file beside `path`: hidden, and named after this process so that two
/// processes never write the same one.
fn temp_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.{}.tmp", std::process::id()))
}

/// Syncs a directory's entries (the rename) to the disk, where the platform can: a failure
/// here loses nothing already written, so it is not reported.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// The last part of a path, for the log (the directories above it can name the person).
pub fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || "(no file name)".to_owned(),
        |n| n.to_string_lossy().into_owned(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_replaced_whole_and_no_temporary_file_stays() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("settings.json");
        write_atomically(&path, b"old").unwrap();
        write_atomically(&path, b"new and longer").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new and longer");
        let names: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["settings.json"]);
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_and_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        // A directory where the file should be: the rename over it fails.
        let path = dir.path().join("game.txt");
        fs::create_dir(&path).unwrap();
        fs::write(path.join("inside"), b"kept").unwrap();
        assert!(write_atomically(&path, b"new").is_err());
        assert_eq!(fs::read(path.join("inside")).unwrap(), b"kept");
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["game.txt"]);
    }

    #[test]
    fn a_crash_before_the_rename_leaves_the_old_file_whole() {
        // What a kill between the temporary file's write and the rename leaves: the old file
        // as it was, and a stray temporary file that the next write replaces.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        write_atomically(&path, b"{\"theme\": \"dark\"}").unwrap();
        fs::write(temp_path(&path), b"{\"theme\": \"li").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"{\"theme\": \"dark\"}");
        write_atomically(&path, b"{}").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"{}");
        assert!(!temp_path(&path).exists());
    }
}
