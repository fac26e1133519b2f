//! The file the person picked in the platform's save or open dialog, read and written from
//! Rust through tauri-plugin-fs. The dialog answers with a path on desktop, with a
//! `content://` URI on Android and with a security-scoped `file://` URL on iOS: `std::fs`
//! cannot open the last two, the fs plugin can (Android's content resolver, iOS's
//! security-scoped access). The webview has no file permission at all: only these functions,
//! called by the export and import commands, touch the file.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use tauri::Runtime;
use tauri_plugin_fs::{FilePath, OpenOptions};

use app::error::{AppError, AppResult};
use app::library::MAX_IMPORT_BYTES;

/// Opens a picked file: the app's is tauri-plugin-fs ([`tauri_plugin_fs::Fs`]); tests give
/// one that answers a URL as a phone's would, without a phone.
pub trait Opener {
    /// Opens `file` with `options`.
    fn open(&self, file: &FilePath, options: OpenOptions) -> std::io::Result<std::fs::File>;

    /// The file has been read or written: lets go of it (on iOS, the security-scoped access
    /// that opening a picked `file://` URL started).
    fn release(&self, _file: &FilePath) {}
}

impl<R: Runtime> Opener for tauri_plugin_fs::Fs<R> {
    fn open(&self, file: &FilePath, options: OpenOptions) -> std::io::Result<std::fs::File> {
        tauri_plugin_fs::Fs::open(self, file.clone(), options)
    }

    #[cfg(target_os = "ios")]
    fn release(&self, file: &FilePath) {
        // Only a URL opened the access; a failure here leaves it to end with the app.
        if matches!(file, FilePath::Url(_)) {
            let _ = self.stop_accessing_security_scoped_resource(file.clone());
        }
    }
}

/// What the person is told when the picked file cannot be used: the file and why.
fn refused(file: &FilePath, why: impl std::fmt::Display) -> AppError {
    AppError::Refused(format!("{file}: {why}"))
}

/// Reads a game file the person picked, refusing one that is larger than
/// [`MAX_IMPORT_BYTES`] or not text. (A `content://` file has no size to ask for first: at
/// most one byte more than the limit is read.)
pub fn read_game_file(opener: &dyn Opener, file: &FilePath) -> AppResult<String> {
    let mut options = OpenOptions::new();
    options.read(true);
    let mut bytes = Vec::new();
    let read = opener.open(file, options).and_then(|f| {
        f.take(MAX_IMPORT_BYTES + 1)
            .read_to_end(&mut bytes)
            .map(|_| ())
    });
    opener.release(file);
    read.map_err(|e| refused(file, e))?;
    if bytes.len() as u64 > MAX_IMPORT_BYTES {
        return Err(refused(
            file,
            format!("larger than {MAX_IMPORT_BYTES} bytes: not a saved game"),
        ));
    }
    String::from_utf8(bytes).map_err(|_| refused(file, "not a text file"))
}

/// Writes a game's text to the file the person picked, and waits until it is on the device
/// (where the file is a real file: see below).
/// A path (the desktop dialogs' answer) is written atomically (`app::files`): a crash
/// leaves the old file or the new one, never half of one. A URL (Android's `content://`,
/// iOS's security-scoped `file://`) is the document provider's to keep: it cannot be renamed
/// over, so it is emptied and written in place through the fs plugin.
pub fn write_game_file(opener: &dyn Opener, file: &FilePath, text: &str) -> AppResult<()> {
    if let FilePath::Path(path) = file {
        return app::files::write_atomically(path, text.as_bytes()).map_err(|e| refused(file, e));
    }
    let mut options = OpenOptions::new();
    options.write(true).create(true).truncate(true);
    let written = opener.open(file, options).and_then(|mut f| {
        f.write_all(text.as_bytes())?;
        f.flush()?;
        // Only a real file can be synced: a document provider may hand back a pipe, which
        // answers a sync with EINVAL although every byte was written.
        if f.metadata().is_ok_and(|m| m.is_file()) {
            f.sync_all()?;
        }
        Ok(())
    });
    opener.release(file);
    written.map_err(|e| refused(file, e))
}

/// Whether an export writes the game before the save dialog (iOS) rather than after it.
///
/// iOS has no "save as" dialog, only "export this file": the dialog plugin makes a file named
/// as suggested in the app's Documents folder (empty, unless one of that name is there
/// already), the export picker copies it where the person chooses, and the plugin then
/// answers with the copy's URL, which the app cannot write to. So on iOS the game is written
/// first, to the very file the picker copies ([`stage_export`]), and nothing is written
/// after the dialog.
pub const EXPORT_IS_STAGED: bool = cfg!(target_os = "ios");

/// Writes a game's `text` to `documents/name` (atomically), where the iOS dialog plugin's
/// export picker takes the file it copies from; returns that path, to remove once the dialog
/// is closed. A name that is not a plain file name is refused.
pub fn stage_export(documents: &Path, name: &str, text: &str) -> AppResult<PathBuf> {
    let plain = Path::new(name)
        .file_name()
        .is_some_and(|n| n == std::ffi::OsStr::new(name));
    if !plain || name.starts_with('.') {
        return Err(AppError::Refused(format!(
            "{name:?} is not a plain file name"
        )));
    }
    let staged = documents.join(name);
    app::files::write_atomically(&staged, text.as_bytes())
        .map_err(|e| AppError::Refused(format!("{}: {e}", staged.display())))?;
    Ok(staged)
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;

    use super::*;

    /// A saved game's text, as exported.
    const WHITE_WINS: &str = "[Game \"gobblet\"]\n\
        [Setup \"..../..../..../.... W:444 B:444 W\"]\n[TouchMove \"off\"]\n\
        [White \"Anna\"]\n[BlackAI \"2\"]\n\n4a1 4a4 4b1 4b4 4c1 4c4 3d1\n";

    /// A phone's answers without a phone: a `content://` URI is resolved to a file of a
    /// temporary directory, as Android's content resolver hands the fs plugin a descriptor;
    /// a `file://` URL (iOS) and a path are opened as they are. Counts the releases.
    struct FakePhone {
        documents: PathBuf,
        released: RefCell<Vec<String>>,
        /// What was written to pipes, once read.
        piped: std::rc::Rc<RefCell<Vec<String>>>,
        /// Reads each pipe's other end.
        readers: RefCell<Vec<Box<dyn FnOnce()>>>,
    }

    impl FakePhone {
        fn new(documents: &Path) -> FakePhone {
            FakePhone {
                documents: documents.to_owned(),
                released: RefCell::new(Vec::new()),
                piped: Default::default(),
                readers: Default::default(),
            }
        }
    }

    impl Opener for FakePhone {
        fn open(&self, file: &FilePath, options: OpenOptions) -> std::io::Result<std::fs::File> {
            let path = match file {
                FilePath::Url(url) if url.scheme() == "content" => {
                    let name = url.path_segments().and_then(|mut s| s.next_back());
                    match name {
                        Some(name) if !name.is_empty() => self.documents.join(name),
                        _ => return Err(std::io::Error::other("no such document")),
                    }
                }
                // A provider that hands back a pipe: what is written goes to `piped`.
                FilePath::Url(url) if url.scheme() == "pipe" => {
                    let (mut reader, writer) = std::io::pipe()?;
                    let sink = std::rc::Rc::clone(&self.piped);
                    let mut text = String::new();
                    // The pipe's buffer holds a saved game: read it once the writer is gone.
                    let file = std::fs::File::from(std::os::fd::OwnedFd::from(writer));
                    self.readers.borrow_mut().push(Box::new(move || {
                        reader.read_to_string(&mut text).unwrap();
                        sink.borrow_mut().push(text);
                    }));
                    return Ok(file);
                }
                FilePath::Url(url) => url
                    .to_file_path()
                    .map_err(|()| std::io::Error::other("not a file URL"))?,
                FilePath::Path(path) => path.clone(),
            };
            // The plugin's own Path handling (desktop) does the same.
            let opened: std::fs::OpenOptions = options.into();
            opened.open(path)
        }

        fn release(&self, file: &FilePath) {
            self.released.borrow_mut().push(file.to_string());
        }
    }

    fn file(text: &str) -> FilePath {
        text.parse().unwrap()
    }

    #[test]
    fn a_content_uri_answer_is_exported_and_imported_through_the_fs_seam() {
        let dir = tempfile::tempdir().unwrap();
        let phone = FakePhone::new(dir.path());
        let picked = file("content://com.android.externalstorage.documents/document/game-7.txt");
        assert!(matches!(picked, FilePath::Url(_)), "a URL, not a path");
        write_game_file(&phone, &picked, WHITE_WINS).unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.path().join("game-7.txt")).unwrap(),
            WHITE_WINS
        );
        assert_eq!(read_game_file(&phone, &picked).unwrap(), WHITE_WINS);
        assert_eq!(phone.released.borrow().len(), 2, "let go after each use");
    }

    #[test]
    fn a_file_url_answer_and_a_path_answer_work_the_same() {
        let dir = tempfile::tempdir().unwrap();
        let phone = FakePhone::new(dir.path());
        let path = dir.path().join("exported game.txt");
        let url = format!("file://{}", path.display().to_string().replace(' ', "%20"));
        let by_url = file(&url);
        assert!(matches!(by_url, FilePath::Url(_)));
        write_game_file(&phone, &by_url, WHITE_WINS).unwrap();
        assert_eq!(
            read_game_file(&phone, &FilePath::Path(path.clone())).unwrap(),
            WHITE_WINS
        );
        // Exporting again over it replaces the whole file, never leaves a longer old tail.
        write_game_file(&phone, &FilePath::Path(path.clone()), "short\n").unwrap();
        assert_eq!(read_game_file(&phone, &by_url).unwrap(), "short\n");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary file left beside it"
        );
    }

    #[test]
    fn a_file_that_is_too_large_not_text_or_gone_is_refused_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let phone = FakePhone::new(dir.path());
        let big = file("content://provider/document/big.txt");
        std::fs::write(
            dir.path().join("big.txt"),
            vec![b'a'; MAX_IMPORT_BYTES as usize + 1],
        )
        .unwrap();
        let binary = file("content://provider/document/photo.jpg");
        std::fs::write(dir.path().join("photo.jpg"), [0xff, 0xd8, 0xff, 0x00]).unwrap();
        let gone = file("content://provider/document/deleted.txt");
        for (picked, why) in [
            (&big, "larger than"),
            (&binary, "not a text file"),
            (&gone, "No such file"),
        ] {
            match read_game_file(&phone, picked) {
                Err(AppError::Refused(m)) => {
                    assert!(m.starts_with(&picked.to_string()), "{m}");
                    assert!(m.contains(why), "{m}");
                }
                other => panic!("{picked}: {other:?}"),
            }
        }
        // Exactly the limit is still read.
        std::fs::write(
            dir.path().join("big.txt"),
            vec![b'a'; MAX_IMPORT_BYTES as usize],
        )
        .unwrap();
        assert_eq!(
            read_game_file(&phone, &big).unwrap().len() as u64,
            MAX_IMPORT_BYTES
        );
        let nowhere = file("content://provider/document/");
        assert!(matches!(
            write_game_file(&phone, &nowhere, WHITE_WINS),
            Err(AppError::Refused(_))
        ));
    }

    #[test]
    fn a_provider_that_hands_back_a_pipe_gets_the_whole_game() {
        let dir = tempfile::tempdir().unwrap();
        let phone = FakePhone::new(dir.path());
        let picked = file("pipe://provider/document/game.txt");
        write_game_file(&phone, &picked, WHITE_WINS).unwrap();
        for read in phone.readers.take() {
            read();
        }
        assert_eq!(*phone.piped.borrow(), [WHITE_WINS]);
    }

    #[test]
    fn an_ios_export_writes_the_game_where_the_export_picker_copies_from() {
        let documents = tempfile::tempdir().unwrap();
        // The plugin leaves a file of the suggested name alone if it is there: a stale empty
        // one from an earlier export is replaced by the game, never kept.
        std::fs::write(documents.path().join("Gobblet-7.txt"), b"").unwrap();
        let staged = stage_export(documents.path(), "Gobblet-7.txt", WHITE_WINS).unwrap();
        assert_eq!(staged, documents.path().join("Gobblet-7.txt"));
        assert_eq!(std::fs::read_to_string(&staged).unwrap(), WHITE_WINS);
        for bad in [
            "",
            ".",
            "..",
            "../Gobblet-7.txt",
            "sub/Gobblet-7.txt",
            ".hidden.txt",
        ] {
            assert!(
                matches!(
                    stage_export(documents.path(), bad, WHITE_WINS),
                    Err(AppError::Refused(_))
                ),
                "{bad:?} accepted"
            );
        }
        assert_eq!(std::fs::read_dir(documents.path()).unwrap().count(), 1);
    }
}
