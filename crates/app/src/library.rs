//! Saved games and statistics: the operations behind the saved-games and statistics screens,
//! on the store the games are autosaved to (held by [`crate::autosave::SaveState`]). The
//! functions take a `&mut Store`, so they are tested without Tauri.

use std::path::PathBuf;

use engine::Game as _;
use store::{GameId, GameSummary, Statistics, StatsQuery, Store};

use crate::autosave::SaveState;
use crate::error::{AppError, AppResult};
use crate::ipc::game::{BoardView, Seat};
use crate::ipc::library::{SavedGameCard, SavedGamesPage};
use crate::session::AppGame;

/// The largest game file imported (a game is a few kilobytes).
pub const MAX_IMPORT_BYTES: u64 = 1024 * 1024;

/// Runs `f` on the store the games are autosaved to (see [`crate::autosave`]).
pub fn with<T>(save: &SaveState, f: impl FnOnce(&mut Store) -> AppResult<T>) -> AppResult<T> {
    let mut saver = save.lock()?;
    f(saver.store_mut())
}

/// Every saved game, newest first, damaged ones included; a game with nothing played in it
/// is not one (see [`is_listed`]).
pub fn list(store: &Store) -> AppResult<Vec<GameSummary>> {
    let mut rows = store.list_games().map_err(AppError::from)?;
    rows.retain(is_listed);
    Ok(rows)
}

/// Whether a game is a saved game the person sees: anything but an empty one — unfinished,
/// with no action recorded, no title and no damage (a Rematch or a new game left before its
/// first move). The store drops such a game when the app stops saving to it
/// ([`Store::drop_if_empty`]) and when the app starts ([`Store::purge_empty`]), keeping
/// only the one the app reopens: it is not listed meanwhile either.
pub fn is_listed(row: &GameSummary) -> bool {
    !(row.actions == 0 && row.title.is_none() && matches!(row.state, store::GameState::Playing))
}

/// Every saved game as its card shows it: [`list`], each with its position as it stands
/// (replayed through the engine; a few microseconds a game).
pub fn cards(store: &mut Store) -> AppResult<Vec<SavedGameCard>> {
    let rows = list(store)?;
    Ok(rows.into_iter().map(|row| card(store, row)).collect())
}

/// The card of the saved game `row`: its position as it stands, replayed.
fn card(store: &mut Store, row: GameSummary) -> SavedGameCard {
    let (board, side_to_move) = board_of(store, &row).unzip();
    SavedGameCard {
        row,
        board,
        side_to_move,
    }
}

/// A page of [`cards`]: `limit` cards from the `offset`-th (newest first), with how many saved
/// games there are; of the unfinished games only when `unfinished` (the home screen's "N more
/// unfinished games"), the total then theirs. Only the page's games are replayed, so a list
/// of thousands opens at once.
pub fn cards_page(
    store: &mut Store,
    offset: u32,
    limit: u32,
    unfinished: bool,
) -> AppResult<SavedGamesPage> {
    let mut rows = list(store)?;
    if unfinished {
        rows.retain(|row| matches!(row.state, store::GameState::Playing));
    }
    let total = u32::try_from(rows.len()).unwrap_or(u32::MAX);
    let cards = rows
        .into_iter()
        .skip(offset as usize)
        .take(limit.min(MAX_PAGE) as usize)
        .map(|row| card(store, row))
        .collect();
    Ok(SavedGamesPage { cards, total })
}

/// The most cards one page of [`cards_page`] holds.
pub const MAX_PAGE: u32 = 500;

/// The position a saved game stands at, as the board draws it, and the side to move in it;
/// `None` for a damaged game or one that no longer replays.
fn board_of(store: &mut Store, row: &GameSummary) -> Option<(BoardView, Seat)> {
    if matches!(row.state, store::GameState::Damaged { .. }) {
        return None;
    }
    let loaded = store.load(row.id).ok()?;
    Some(engine::by_game!(loaded, |record| {
        let position = record.position();
        (position.board(), position.side_to_move())
    }))
}

/// One saved game's row, as the list shows it.
pub fn row(store: &Store, id: GameId) -> AppResult<GameSummary> {
    Ok(store.saved_game(id).map_err(AppError::from)?.summary)
}

/// Gives a game a title (an empty one removes it).
pub fn rename(store: &mut Store, id: GameId, title: &str) -> AppResult<()> {
    let title = title.trim();
    store
        .rename(id, (!title.is_empty()).then_some(title))
        .map_err(AppError::from)
}

/// Deletes a game (it can be restored until the deleted games are purged).
pub fn delete(store: &mut Store, id: GameId) -> AppResult<()> {
    store.delete(id).map_err(AppError::from)
}

/// Restores a deleted game (the undo of [`delete`]).
pub fn restore(store: &mut Store, id: GameId) -> AppResult<()> {
    store.undelete(id).map_err(AppError::from)
}

/// A game as text (for export and the clipboard).
pub fn text(store: &Store, id: GameId) -> AppResult<String> {
    store.export_text(id).map_err(AppError::from)
}

/// The games of a saved-games file, each from its `[Game "…"]` line to the next one's, with
/// the line (1-based) it starts on. A file of one game (what exporting a game writes) is one;
/// a text with no such line is one too, for the import to say what is missing.
pub fn split_games(text: &str) -> Vec<(usize, &str)> {
    let mut starts = Vec::new();
    let mut offset = 0;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_start().starts_with("[Game ") {
            starts.push((index + 1, offset));
        }
        offset += line.len();
    }
    if starts.is_empty() {
        return vec![(1, text)];
    }
    // What comes before the first game's header (blank lines) goes with it.
    starts[0].1 = 0;
    let mut games = Vec::with_capacity(starts.len());
    for (i, &(line, from)) in starts.iter().enumerate() {
        let to = starts.get(i + 1).map_or(text.len(), |next| next.1);
        games.push((line, &text[from..to]));
    }
    games
}

/// The most games one import takes (a file of them is refused whole beyond it): with
/// [`MAX_IMPORT_BYTES`], what keeps an import to seconds on a phone.
pub const MAX_IMPORT_GAMES: usize = 10_000;

/// Imports every game of a text (pasted, or read from a file: one game, or the many that
/// [`export_all`] writes); returns the first one's identifier. All or nothing, in one
/// transaction ([`Store::import_all`]): each game is read and replayed once, and a bad one
/// (or the storage full) is refused with its number and the line at fault in the whole
/// text, nothing stored. A text larger than [`MAX_IMPORT_BYTES`], or of more than
/// [`MAX_IMPORT_GAMES`] games, is refused whole. The commands import through
/// [`crate::import::import_text`], which does the same with progress and a cancel.
pub fn import(store: &mut Store, text: &str) -> AppResult<GameId> {
    let games = games_to_import(text)?;
    let texts: Vec<&str> = games.iter().map(|(_, game)| *game).collect();
    let ids = store
        .import_all(&texts, env!("CARGO_PKG_VERSION"), &mut |_| true)
        .map_err(|(number, err)| import_fault(&games, number, err))?;
    first_imported(&ids)
}

/// The games of a text to import ([`split_games`]), or why the whole text is refused: larger
/// than [`MAX_IMPORT_BYTES`], or more than [`MAX_IMPORT_GAMES`] games.
pub(crate) fn games_to_import(text: &str) -> AppResult<Vec<(usize, &str)>> {
    if text.len() as u64 > MAX_IMPORT_BYTES {
        return Err(AppError::Refused(format!(
            "the text is larger than {MAX_IMPORT_BYTES} bytes ({} bytes): not a saved game",
            text.len()
        )));
    }
    let games = split_games(text);
    if games.len() > MAX_IMPORT_GAMES {
        return Err(AppError::Refused(format!(
            "the file holds {} games: at most {MAX_IMPORT_GAMES} are imported at once",
            games.len()
        )));
    }
    Ok(games)
}

/// Why game `number` of `games` (each with the line it starts on) did not import, as the
/// person reads it: the line at fault counted in the whole text, and which game of a file of
/// several.
pub(crate) fn import_fault<S: AsRef<str>>(
    games: &[(usize, S)],
    number: usize,
    err: store::StoreError,
) -> AppError {
    let err = match err {
        // The line at fault, counted in the whole text.
        store::StoreError::Import { line: at, message } => {
            let first = games.get(number).map_or(1, |game| game.0);
            AppError::from(store::StoreError::Import {
                line: at + first - 1,
                message,
            })
        }
        store::StoreError::Invalid(why) => AppError::Refused(why),
        other => AppError::from(other),
    };
    match err {
        AppError::Refused(why) if games.len() > 1 => {
            AppError::Refused(format!("game {} of {}: {why}", number + 1, games.len()))
        }
        other => other,
    }
}

/// The first of the games an import stored: what the import commands answer.
pub(crate) fn first_imported(ids: &[GameId]) -> AppResult<GameId> {
    // At least one game was split off.
    ids.first()
        .copied()
        .ok_or_else(|| AppError::Internal("no game in the text".into()))
}

/// Every saved game that still replays as one text (oldest first, a blank line between), for
/// a copy of all of them in one file; with how many there are. [`import`] reads it back.
pub fn export_all(store: &Store) -> AppResult<(String, u32)> {
    let mut rows = list(store)?;
    rows.retain(|row| !matches!(row.state, store::GameState::Damaged { .. }));
    rows.reverse();
    let mut text = String::new();
    for row in &rows {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&store.export_text(row.id).map_err(AppError::from)?);
    }
    Ok((text, u32::try_from(rows.len()).unwrap_or(u32::MAX)))
}

/// The statistics for a query.
pub fn statistics(store: &Store, query: &StatsQuery) -> AppResult<Statistics> {
    store.statistics(query).map_err(AppError::from)
}

/// A file name for exporting a game: its title or its kind, and its number.
pub fn export_file_name(row: &GameSummary) -> PathBuf {
    let base: String = row
        .title
        .as_deref()
        .unwrap_or(row.kind.name())
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    PathBuf::from(format!("{base}-{}.txt", row.id))
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::GameKind;
    use store::{GameState, Period, Side};

    /// White makes a line of four on rank 1 while Black fills rank 4.
    pub(crate) const WHITE_WINS: &str = "[Game \"gobblet\"]\n\
        [Setup \"..../..../..../.... W:444 B:444 W\"]\n[TouchMove \"off\"]\n\
        [White \"Anna\"]\n[BlackAI \"2\"]\n\n4a1 4a4 4b1 4b4 4c1 4c4 3d1\n";
    const BLACK_WINS: &str = "[Game \"gobblet\"]\n\
        [Setup \"..../..../..../.... W:444 B:444 W\"]\n[TouchMove \"off\"]\n\
        [White \"Anna\"]\n[BlackAI \"4\"]\n\n4a1 4a4 4b2 4b4 4c3 4c4 3d2 3d4\n";
    const PLAYING: &str = "[Game \"gobblet\"]\n\
        [Setup \"..../..../..../.... W:444 B:444 W\"]\n[TouchMove \"off\"]\n\
        [White \"Anna\"]\n[Black \"Bo\"]\n\n4a1 4a4\n";

    fn store() -> Store {
        Store::open_in_memory().unwrap()
    }

    #[test]
    fn imported_games_are_listed_with_their_state_and_round_trip_as_text() {
        let mut s = store();
        let won = import(&mut s, WHITE_WINS).unwrap();
        let playing = import(&mut s, PLAYING).unwrap();
        let rows = list(&s).unwrap();
        assert_eq!(rows.len(), 2);
        let row = |id| rows.iter().find(|r| r.id == id).unwrap();
        assert!(matches!(row(playing).state, GameState::Playing));
        assert_eq!(row(playing).two, Side::Person { name: "Bo".into() });
        match &row(won).state {
            GameState::Finished { result } => assert_eq!(result.reason, "line-of-four"),
            other => panic!("{other:?}"),
        }
        assert_eq!(row(won).two, Side::Ai { level: 2 });
        let exported = text(&s, won).unwrap();
        let again = import(&mut s, &exported).unwrap();
        assert_ne!(again, won);
        assert_eq!(list(&s).unwrap().len(), 3);
    }

    #[test]
    fn every_game_goes_to_one_file_and_comes_back_from_it() {
        let mut s = store();
        let ids = [
            import(&mut s, WHITE_WINS).unwrap(),
            import(&mut s, PLAYING).unwrap(),
            import(&mut s, BLACK_WINS).unwrap(),
        ];
        let (all, count) = export_all(&s).unwrap();
        assert_eq!(count, 3);
        assert_eq!(split_games(&all).len(), 3);
        let mut other = store();
        let first = import(&mut other, &all).unwrap();
        let rows = list(&other).unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(
            text(&other, first).unwrap(),
            text(&s, ids[0]).unwrap(),
            "oldest first"
        );
        let mut texts: Vec<String> = rows.iter().map(|r| text(&other, r.id).unwrap()).collect();
        let mut before: Vec<String> = ids.iter().map(|id| text(&s, *id).unwrap()).collect();
        texts.sort();
        before.sort();
        assert_eq!(texts, before, "each game as it was");
        assert_eq!(export_all(&store()).unwrap(), (String::new(), 0));
    }

    #[test]
    fn a_bad_game_among_many_imports_none_and_names_its_line() {
        let mut s = store();
        let bad = PLAYING.replace("4a1 4a4", "4a1 4a1");
        let file = format!("{WHITE_WINS}\n{bad}\n{BLACK_WINS}");
        let err = import(&mut s, &file).unwrap_err().to_string();
        assert!(err.contains("game 2 of 3"), "{err}");
        let line = file.lines().position(|l| l.starts_with("4a1 4a1")).unwrap() + 1;
        assert!(err.contains(&format!("line {line}")), "{err}");
        assert!(list(&s).unwrap().is_empty(), "nothing imported");
        let empty = PLAYING.replace("4a1 4a4\n", "\n");
        let err = import(&mut s, &format!("{WHITE_WINS}{empty}")).unwrap_err();
        assert!(err.to_string().contains("game 2 of 2"), "{err}");
        assert!(list(&s).unwrap().is_empty(), "nothing imported");
    }

    #[test]
    fn each_card_shows_its_game_as_it_stands() {
        let mut s = store();
        let won = import(&mut s, WHITE_WINS).unwrap();
        let playing = import(&mut s, PLAYING).unwrap();
        let cards = cards(&mut s).unwrap();
        let pieces = |id| {
            let card = cards.iter().find(|c| c.row.id == id).unwrap();
            match card
                .board
                .as_ref()
                .and_then(|board| <engine::gobblet::Gobblet as engine::Listed>::get(&board.0))
            {
                Some(board) => board.squares.iter().filter(|s| !s.is_empty()).count(),
                None => panic!("{:?}", card.board),
            }
        };
        assert_eq!(pieces(playing), 2, "an unfinished game: its position now");
        assert_eq!(pieces(won), 7, "a finished game: its final position");
    }

    #[test]
    fn rename_delete_and_restore() {
        let mut s = store();
        let id = import(&mut s, PLAYING).unwrap();
        rename(&mut s, id, "  Sunday  ").unwrap();
        assert_eq!(list(&s).unwrap()[0].title.as_deref(), Some("Sunday"));
        rename(&mut s, id, "").unwrap();
        assert_eq!(list(&s).unwrap()[0].title, None);
        assert!(rename(&mut s, id, "bad\u{7}title").is_err());
        delete(&mut s, id).unwrap();
        assert!(list(&s).unwrap().is_empty());
        restore(&mut s, id).unwrap();
        assert_eq!(list(&s).unwrap().len(), 1);
        assert!(matches!(delete(&mut s, 999), Err(AppError::Refused(_))));
    }

    #[test]
    fn a_game_with_nothing_played_is_neither_listed_nor_kept() {
        let mut s = store();
        let playing = import(&mut s, PLAYING).unwrap();
        // A Rematch or a new game, created as the app creates them, before the first move.
        let new_game = |s: &mut Store| {
            s.create_game(&store::NewGame {
                kind: GameKind::Gobblet,
                setup: "..../..../..../.... W:444 B:444 W".into(),
                touch_move: false,
                variants: Vec::new(),
                handicaps: Vec::new(),
                one: Side::person("Player"),
                two: Side::Ai { level: 2 },
                title: None,
                app_version: "test".into(),
            })
            .unwrap()
        };
        let empty = new_game(&mut s);
        let titled = new_game(&mut s);
        rename(&mut s, titled, "Puzzle").unwrap();
        let ids = |s: &Store| list(s).unwrap().iter().map(|r| r.id).collect::<Vec<_>>();
        assert_eq!(ids(&s), [titled, playing], "the empty game is not listed");
        assert_eq!(cards(&mut s).unwrap().len(), 2);
        // Left: dropped; a game with a move or a title stays.
        assert!(s.drop_if_empty(empty).unwrap());
        assert!(!s.drop_if_empty(playing).unwrap());
        assert!(!s.drop_if_empty(titled).unwrap());
        // At start every empty game goes but the one reopened.
        let (a, b) = (new_game(&mut s), new_game(&mut s));
        assert_eq!(s.purge_empty(Some(b)).unwrap(), 1);
        assert!(s.saved_game(a).is_err());
        assert!(s.saved_game(b).is_ok());
        // An imported game with no move is refused, and nothing is stored.
        let bare = PLAYING.replace("4a1 4a4\n", "\n");
        match import(&mut s, &bare) {
            Err(AppError::Refused(message)) => assert!(message.contains("no move"), "{message}"),
            other => panic!("{other:?}"),
        }
        assert_eq!(s.list_games().unwrap().len(), 3);
    }

    #[test]
    fn a_bad_text_is_refused_with_its_line_and_stores_nothing() {
        let mut s = store();
        let bad = PLAYING.replace("4a4", "9z9");
        match import(&mut s, &bad) {
            Err(AppError::Refused(message)) => assert!(message.contains("line"), "{message}"),
            other => panic!("{other:?}"),
        }
        assert!(import(&mut s, "hello").is_err());
        assert!(list(&s).unwrap().is_empty());
    }

    #[test]
    fn a_pasted_text_larger_than_a_game_file_may_be_is_refused_like_the_file() {
        let mut s = store();
        let mut huge = PLAYING.to_owned();
        huge.push_str(&" ".repeat(MAX_IMPORT_BYTES as usize));
        match import(&mut s, &huge) {
            Err(AppError::Refused(message)) => {
                assert!(message.contains("larger than 1048576 bytes"), "{message}")
            }
            other => panic!("{other:?}"),
        }
        assert!(list(&s).unwrap().is_empty());
        // Just under the limit is read (and refused or not for what it says).
        let mut padded = PLAYING.to_owned();
        padded.push_str(&" ".repeat(MAX_IMPORT_BYTES as usize - PLAYING.len() - 1));
        padded.push('\n');
        assert!(import(&mut s, &padded).is_ok());
    }

    #[test]
    fn a_file_of_more_games_than_the_limit_is_refused_whole() {
        let mut s = store();
        let tiny = "[Game \"gobblet\"]\n";
        let text = tiny.repeat(MAX_IMPORT_GAMES + 1);
        match import(&mut s, &text) {
            Err(AppError::Refused(message)) => {
                assert!(message.contains("at most 10000"), "{message}")
            }
            other => panic!("{other:?}"),
        }
        assert!(list(&s).unwrap().is_empty());
    }

    #[test]
    fn the_cards_come_a_page_at_a_time_newest_first_with_the_total() {
        let mut s = store();
        let text = [PLAYING, WHITE_WINS, BLACK_WINS, PLAYING, PLAYING].join("\n");
        import(&mut s, &text).unwrap();
        let all = cards(&mut s).unwrap();
        let first = cards_page(&mut s, 0, 2, false).unwrap();
        assert_eq!(first.total, 5);
        assert_eq!(first.cards, all[..2].to_vec());
        let last = cards_page(&mut s, 4, 2, false).unwrap();
        assert_eq!(last.cards, all[4..].to_vec());
        assert!(cards_page(&mut s, 9, 50, false).unwrap().cards.is_empty());
        assert_eq!(
            cards_page(&mut s, 0, u32::MAX, false).unwrap().cards.len(),
            5
        );
    }

    #[test]
    fn the_unfinished_games_come_a_page_at_a_time_with_their_own_total() {
        let mut s = store();
        let text = [PLAYING, WHITE_WINS, PLAYING, BLACK_WINS, PLAYING].join("\n");
        import(&mut s, &text).unwrap();
        let playing: Vec<_> = cards(&mut s)
            .unwrap()
            .into_iter()
            .filter(|c| matches!(c.row.state, store::GameState::Playing))
            .collect();
        assert_eq!(playing.len(), 3);
        let first = cards_page(&mut s, 0, 2, true).unwrap();
        assert_eq!((first.total, first.cards), (3, playing[..2].to_vec()));
        let last = cards_page(&mut s, 2, 2, true).unwrap();
        assert_eq!(last.cards, playing[2..].to_vec());
    }

    #[test]
    fn statistics_behind_the_chart() {
        let mut s = store();
        import(&mut s, WHITE_WINS).unwrap();
        import(&mut s, WHITE_WINS).unwrap();
        import(&mut s, BLACK_WINS).unwrap();
        import(&mut s, PLAYING).unwrap();
        let anna = statistics(
            &s,
            &StatsQuery {
                kind: Some(GameKind::Gobblet),
                player: Some(Side::Person {
                    name: "Anna".into(),
                }),
                period: Period::Month,
            },
        )
        .unwrap();
        assert_eq!(
            (
                anna.overall.played,
                anna.overall.won,
                anna.overall.lost,
                anna.overall.drawn
            ),
            (3, 2, 1, 0)
        );
        let level = |n: u8| &anna.by_ai_level[usize::from(n) - 1].record;
        assert_eq!(anna.by_ai_level.len(), 5);
        assert_eq!((level(2).won, level(2).lost), (2, 0));
        assert_eq!((level(4).won, level(4).lost), (0, 1));
        assert_eq!(level(1).played, 0);
        let months: u32 = anna
            .over_time
            .iter()
            .map(|p| p.won + p.lost + p.drawn)
            .sum();
        assert_eq!(months, 3);
        let deblockle = statistics(
            &s,
            &StatsQuery {
                kind: Some(GameKind::Deblockle),
                player: None,
                period: Period::Week,
            },
        )
        .unwrap();
        assert_eq!(deblockle.overall.played, 0);
        // A request for a game that does not exist cannot be built: it is refused where it
        // crosses the IPC boundary (`bad_statistics_requests_are_refused` in lib.rs).
    }
}
