//! Saved-game files: one game as text, headers then the action log (the format is in
//! `docs/notation.md`, "Saved game files"). Export writes it; import checks every line and
//! replays the game through the engine before anything is stored.

use engine::{Action, GameKind, GameRecord, Notation};
use rusqlite::params;

use crate::error::StoreError;
use crate::games::insert_game_on;
use crate::time::{format_utc, parse_utc};
use crate::types::{checked_action, split_tokens, GameId, GameResult, NewGame, Seat, Side};
use crate::Store;

/// How many action tokens an exported file puts on one line.
const ACTIONS_PER_LINE: usize = 10;

/// The header names of the two seats in a game: Gobblet White/Black, Deblockle Gold/Blue.
pub fn seat_names(kind: GameKind) -> [&'static str; 2] {
    kind.seat_names()
}

/// A header line `[Name "value"]`, with `\"` and `\\` escaped in the value.
fn header(name: &str, value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("[{name} \"{escaped}\"]\n")
}

/// A parsed file: its headers and its action tokens, each with its 1-based line.
#[derive(Debug, Default)]
struct GameFile {
    headers: Vec<(String, String, usize)>,
    actions: Vec<(String, usize)>,
    /// The first line after the headers (where a missing header is reported).
    body_line: usize,
}

impl GameFile {
    fn get(&self, name: &str) -> Option<(&str, usize)> {
        self.headers
            .iter()
            .find(|(n, _, _)| n == name)
            .map(|(_, v, l)| (v.as_str(), *l))
    }

    fn require(&self, name: &str) -> Result<(&str, usize), StoreError> {
        self.get(name).ok_or_else(|| StoreError::Import {
            line: self.body_line,
            message: format!("the [{name} \"…\"] header is missing"),
        })
    }
}

fn import_error(line: usize, message: impl Into<String>) -> StoreError {
    StoreError::Import {
        line,
        message: message.into(),
    }
}

/// Parses one header line (already trimmed, starting with `[`).
fn parse_header(text: &str, line: usize) -> Result<(String, String), StoreError> {
    let bad = |why: &str| import_error(line, format!("bad header {text:?}: {why}"));
    let inner = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .ok_or_else(|| bad("expected [Name \"value\"]"))?;
    let (name, rest) = inner
        .split_once(' ')
        .ok_or_else(|| bad("expected [Name \"value\"]"))?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(bad("the name must be letters and digits"));
    }
    let quoted = rest
        .trim()
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .ok_or_else(|| bad("the value must be in double quotes"))?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('\\' | '"')) => value.push(e),
                _ => return Err(bad("only \\\" and \\\\ may be escaped")),
            },
            '"' => return Err(bad("a quote inside the value must be written \\\"")),
            c if c.is_control() => return Err(bad("control character")),
            c => value.push(c),
        }
    }
    Ok((name.to_owned(), value))
}

/// Splits a file into headers and action tokens, checking the shape of every line.
fn parse_file(text: &str) -> Result<GameFile, StoreError> {
    let mut file = GameFile::default();
    let mut in_body = false;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        last_line = line;
        let t = raw.trim();
        if t.is_empty() {
            continue;
        }
        if t.starts_with('[') {
            if in_body {
                return Err(import_error(line, "a header after the actions"));
            }
            let (name, value) = parse_header(t, line)?;
            if file.get(&name).is_some() {
                return Err(import_error(
                    line,
                    format!("the [{name}] header is repeated"),
                ));
            }
            file.headers.push((name, value, line));
        } else {
            if !in_body {
                file.body_line = line;
            }
            in_body = true;
            for token in t.split_whitespace() {
                let token = checked_action(token).map_err(|e| import_error(line, e.to_string()))?;
                file.actions.push((token, line));
            }
        }
    }
    if !in_body {
        file.body_line = last_line + 1;
    }
    if file.headers.is_empty() {
        return Err(import_error(1, "not a saved game: no [Game \"…\"] header"));
    }
    Ok(file)
}

/// Which game a saved-game file is, from its `[Game "…"]` header.
pub(crate) fn game_kind_of(text: &str) -> Result<GameKind, StoreError> {
    let file = parse_file(text)?;
    let (game, line) = file.require("Game")?;
    game.parse().map_err(|e| import_error(line, format!("{e}")))
}

impl Store {
    /// One game as text: headers, a blank line, then the action log (see `docs/notation.md`).
    pub fn export_text(&self, id: GameId) -> Result<String, StoreError> {
        let saved = self.saved_game(id)?;
        let s = &saved.summary;
        let mut out = header("Game", s.kind.name());
        out += &header("Setup", &saved.setup);
        out += &header("TouchMove", if saved.touch_move { "on" } else { "off" });
        for (seat, side) in seat_names(s.kind).iter().zip([&s.one, &s.two]) {
            out += &match side {
                Side::Person { name } => header(seat, name),
                Side::Ai { level } => header(&format!("{seat}AI"), &level.to_string()),
            };
        }
        if !s.variants.is_empty() {
            out += &header("Variants", &s.variants.join(" "));
        }
        if !s.handicaps.is_empty() {
            out += &header("Handicaps", &s.handicaps.join(" "));
        }
        if let Some(title) = &s.title {
            out += &header("Title", title);
        }
        out += &header("Date", &format_utc(s.created_at));
        match &saved.result {
            Some(result) => {
                out += &header("Result", result.winner.map_or("draw", Seat::name));
                out += &header("Reason", &result.reason);
            }
            None => out += &header("Result", "*"),
        }
        out += &header("App", &saved.app_version);
        out += &header("Engine", &saved.engine_version);
        out.push('\n');
        for chunk in saved.actions.chunks(ACTIONS_PER_LINE) {
            out += &chunk.join(" ");
            out.push('\n');
        }
        Ok(out)
    }

    /// Imports a game of the game `G` from text: every header is checked and the game is
    /// replayed through the engine; the first problem is an [`StoreError::Import`] naming
    /// its line, and nothing is stored. The game's result and its moves so far come from
    /// the replay. Returns the new game's identifier.
    pub fn import_text_as<G: Notation>(
        &mut self,
        text: &str,
        app_version: &str,
    ) -> Result<GameId, StoreError> {
        let prepared = self.prepare_import_as::<G>(text, app_version)?;
        let now = self.now();
        let tx = self.conn.transaction()?;
        let id = prepared.insert_on(&tx, now)?;
        tx.commit()?;
        Ok(id)
    }

    /// Reads and checks a game of the game `G` (every header, and a replay through the
    /// engine), ready to be stored by [`PreparedImport::insert_on`]; stores nothing.
    pub(crate) fn prepare_import_as<G: Notation>(
        &self,
        text: &str,
        app_version: &str,
    ) -> Result<PreparedImport, StoreError> {
        let file = parse_file(text)?;
        let kind = kind_header::<G>(&file)?;
        let (setup, setup_line) = file.require("Setup")?;
        let start = G::parse_position(setup)
            .map_err(|e| import_error(setup_line, format!("bad setup: {e}")))?;
        let touch_move = touch_move_header(&file)?;
        let mut sides = Vec::new();
        for seat in seat_names(kind) {
            sides.push(side_header(&file, seat)?);
        }
        let created_at = match file.get("Date") {
            None => self.now(),
            Some((date, line)) => parse_utc(date).ok_or_else(|| {
                import_error(
                    line,
                    format!("bad date {date:?}: expected YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ"),
                )
            })?,
        };
        let record = replay_actions(&file, start, touch_move)?;
        let result = record.outcome().map(GameResult::from);
        check_result_header(&file, result.as_ref())?;
        let line_of = |name: &str| file.get(name).map_or(file.body_line, |(_, l)| l);
        let lines = [
            line_of("Title"),
            line_of("Variants"),
            line_of("Handicaps"),
            line_of("Setup"),
        ];
        let new = NewGame {
            kind,
            setup: setup.to_owned(),
            touch_move,
            variants: file
                .get("Variants")
                .map_or_else(Vec::new, |(v, _)| split_tokens(v)),
            handicaps: file
                .get("Handicaps")
                .map_or_else(Vec::new, |(v, _)| split_tokens(v)),
            one: sides[0].clone(),
            two: sides[1].clone(),
            title: file.get("Title").map(|(t, _)| t.to_owned()),
            app_version: app_version.to_owned(),
        };
        let plies = record.moves().len() as i64;
        Ok(PreparedImport {
            new,
            created_at,
            plies,
            result,
            actions: file.actions.into_iter().map(|(token, _)| token).collect(),
            lines,
        })
    }
}

/// A game read from its text and replayed, ready to be stored ([`Store::import_text_as`],
/// [`Store::store_imports`]): what [`Store::prepare_import`] gives.
#[derive(Debug)]
pub struct PreparedImport {
    new: NewGame,
    created_at: i64,
    plies: i64,
    result: Option<GameResult>,
    actions: Vec<String>,
    /// The lines of the Title, Variants, Handicaps and Setup headers (where a value the
    /// database refuses is reported).
    lines: [usize; 4],
}

impl PreparedImport {
    /// Whether nothing was played in the game: no action, no result, no title (a game the
    /// list would not show, and the store drops: [`Store::drop_if_empty`]).
    pub(crate) fn is_empty(&self) -> bool {
        self.actions.is_empty()
            && self.result.is_none()
            && self
                .new
                .title
                .as_deref()
                .is_none_or(|t| t.trim().is_empty())
    }

    /// Stores the game on `tx` (a transaction the caller commits); its identifier.
    pub(crate) fn insert_on(
        &self,
        tx: &rusqlite::Transaction<'_>,
        now: i64,
    ) -> Result<GameId, StoreError> {
        let [title_line, variants_line, handicaps_line, setup_line] = self.lines;
        let id = insert_game_on(tx, &self.new, self.created_at, now).map_err(|e| match e {
            StoreError::Invalid(message) => {
                let line = if message.contains("title") {
                    title_line
                } else if message.contains("variant") {
                    variants_line
                } else if message.contains("handicap") {
                    handicaps_line
                } else {
                    setup_line
                };
                import_error(line, message)
            }
            other => other,
        })?;
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO actions (game_id, seq, text, at) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for (seq, token) in self.actions.iter().enumerate() {
                insert.execute(params![id, seq as i64, token, now])?;
            }
        }
        let result = self.result.as_ref();
        tx.prepare_cached(
            "UPDATE games SET action_count = ?2, winner = ?3, reason = ?4, finished_at = ?5,
                 plies = ?6
             WHERE id = ?1",
        )?
        .execute(params![
            id,
            self.actions.len() as i64,
            result.map(|r| r.winner.map_or("draw", Seat::name)),
            result.map(|r| r.reason.clone()),
            result.map(|_| self.created_at),
            self.plies,
        ])?;
        Ok(id)
    }
}

/// The file's `Game` header, which must name `G`'s game.
fn kind_header<G: Notation>(file: &GameFile) -> Result<GameKind, StoreError> {
    let (game, game_line) = file.require("Game")?;
    let kind: GameKind = game
        .parse()
        .map_err(|e| import_error(game_line, format!("{e}")))?;
    if kind != G::KIND {
        return Err(import_error(
            game_line,
            format!("a {kind} game cannot be read as {}", G::KIND),
        ));
    }
    Ok(kind)
}

/// The file's `TouchMove` header: "on" or "off" (off when there is none).
fn touch_move_header(file: &GameFile) -> Result<bool, StoreError> {
    match file.get("TouchMove") {
        None | Some(("off", _)) => Ok(false),
        Some(("on", _)) => Ok(true),
        Some((other, line)) => Err(import_error(
            line,
            format!("TouchMove is {other:?}: expected \"on\" or \"off\""),
        )),
    }
}

/// The file's actions replayed from `start` through the engine; the first one that does not
/// read or is not legal is refused with its line and its place among them.
fn replay_actions<G: Notation>(
    file: &GameFile,
    start: G,
    touch_move: bool,
) -> Result<GameRecord<G>, StoreError> {
    let mut record = GameRecord::new(start, touch_move);
    let total = file.actions.len();
    for (index, (token, line)) in file.actions.iter().enumerate() {
        let fail = |message: String| {
            import_error(
                *line,
                format!("action {} of {total} ({token}): {message}", index + 1),
            )
        };
        let action = Action::<G>::parse(token).map_err(|e| fail(e.to_string()))?;
        record.apply(action).map_err(|e| fail(e.to_string()))?;
    }
    Ok(record)
}

/// Reads a seat's side: `[White "name"]` for a person or `[WhiteAI "3"]` for the AI.
fn side_header(file: &GameFile, seat: &str) -> Result<Side, StoreError> {
    let ai_name = format!("{seat}AI");
    let side = match (file.get(seat), file.get(&ai_name)) {
        (Some(_), Some((_, line))) => {
            return Err(import_error(
                line,
                format!("[{seat}] and [{ai_name}] cannot both be given"),
            ))
        }
        (Some((name, line)), None) => (Side::person(name), line),
        (None, Some((level, line))) => match level.parse::<u8>() {
            Ok(level) => (Side::ai(level), line),
            Err(_) => {
                return Err(import_error(
                    line,
                    format!("AI level {level:?}: expected a number from 1 to 5"),
                ))
            }
        },
        (None, None) => {
            return Err(import_error(
                file.body_line,
                format!("the [{seat} \"name\"] or [{ai_name} \"level\"] header is missing"),
            ))
        }
    };
    side.0
        .validated()
        .map_err(|e| import_error(side.1, e.to_string()))
}

/// Checks the `Result` and `Reason` headers, when given, against the replayed outcome.
fn check_result_header(file: &GameFile, replayed: Option<&GameResult>) -> Result<(), StoreError> {
    let Some((stated, line)) = file.get("Result") else {
        return Ok(());
    };
    let ours = replayed.map_or("*", |r| r.winner.map_or("draw", Seat::name));
    if !["one", "two", "draw", "*"].contains(&stated) {
        return Err(import_error(
            line,
            format!("Result is {stated:?}: expected \"one\", \"two\", \"draw\" or \"*\""),
        ));
    }
    if stated != ours {
        return Err(import_error(
            line,
            format!("Result says {stated:?} but the moves give {ours:?}"),
        ));
    }
    if let (Some((reason, line)), Some(r)) = (file.get("Reason"), replayed) {
        if reason != r.reason {
            return Err(import_error(
                line,
                format!("Reason says {reason:?} but the moves give {:?}", r.reason),
            ));
        }
    }
    Ok(())
}
