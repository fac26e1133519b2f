//! Analyses of saved games (game review): what the AI found in every position of a game's
//! line, stored with the game so that a game is analysed once and reopening its review shows
//! the result at once.
//!
//! The store keeps scores, moves and classes as numbers and text, and knows nothing of the
//! AI. An analysis is kept for the line it was made of: when the game's line is no longer
//! that one (an unfinished game was continued, or a move taken back), reading it drops it
//! and answers `None`, so that the caller analyses the game again.

use rusqlite::{params, OptionalExtension};
use serde::{Deserialize, Serialize};

use crate::error::StoreError;
use crate::types::{checked_action, GameId};
use crate::{Store, ENGINE_VERSION};

/// One position of the line as the analysis saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalysedPosition {
    /// Its score for the side to move there (the AI's scale; forced results beyond ±29 000).
    pub score: i32,
    /// The best move found, in notation; `None` where the game is over.
    pub best_move: Option<String>,
    /// The depth searched, in plies.
    pub depth: u32,
}

/// One move of the line, judged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnalysedMove {
    /// What the move played is worth for its mover.
    pub score: i32,
    /// Its class: `best`, `good`, `inaccuracy`, `mistake` or `blunder`.
    pub class: String,
    /// The better move, in notation, where there is one.
    pub better_move: Option<String>,
    /// What the better move is worth for the mover.
    pub better_score: Option<i32>,
}

/// The analysis of a game's line: `positions[i]` is the position after `i` moves, `moves[i]`
/// the move from `positions[i]` to `positions[i + 1]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredAnalysis {
    /// The moves of the line analysed, in notation.
    pub line: Vec<String>,
    /// The node budget per position it was searched with.
    pub nodes: u64,
    /// Every position, the start first (one more than the moves).
    pub positions: Vec<AnalysedPosition>,
    /// Every move.
    pub moves: Vec<AnalysedMove>,
}

const CLASSES: [&str; 5] = ["best", "good", "inaccuracy", "mistake", "blunder"];

impl StoredAnalysis {
    /// Checks the shape: one position more than moves, one judged move per move of the line,
    /// known classes, moves that look like moves.
    fn check(&self) -> Result<(), StoreError> {
        let bad = |why: String| Err(StoreError::Invalid(format!("analysis: {why}")));
        if self.moves.len() != self.line.len() || self.positions.len() != self.line.len() + 1 {
            return bad(format!(
                "{} positions and {} judged moves for a line of {} moves",
                self.positions.len(),
                self.moves.len(),
                self.line.len()
            ));
        }
        for mv in &self.moves {
            if !CLASSES.contains(&mv.class.as_str()) {
                return bad(format!("unknown class {:?}", mv.class));
            }
            if mv.better_move.is_some() != mv.better_score.is_some() {
                return bad("a better move needs its score".into());
            }
        }
        let texts = self
            .line
            .iter()
            .chain(self.positions.iter().filter_map(|p| p.best_move.as_ref()))
            .chain(self.moves.iter().filter_map(|m| m.better_move.as_ref()));
        for text in texts {
            checked_action(text)?;
        }
        Ok(())
    }
}

impl Store {
    /// Stores the analysis of game `id`, replacing any earlier one, in one transaction.
    pub fn save_analysis(
        &mut self,
        id: GameId,
        analysis: &StoredAnalysis,
    ) -> Result<(), StoreError> {
        analysis.check()?;
        let now = self.now();
        let tx = self.conn.transaction()?;
        let exists: Option<i64> = tx
            .query_row(
                "SELECT id FROM games WHERE id = ?1 AND deleted_at IS NULL",
                [id],
                |r| r.get(0),
            )
            .optional()?;
        if exists.is_none() {
            return Err(StoreError::NoSuchGame(id));
        }
        tx.execute("DELETE FROM analyses WHERE game_id = ?1", [id])?;
        tx.execute(
            "INSERT INTO analyses (game_id, line, nodes, engine_version, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                id,
                analysis.line.join(" "),
                i64::try_from(analysis.nodes).unwrap_or(i64::MAX),
                ENGINE_VERSION,
                now
            ],
        )?;
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO analysis_positions
                     (game_id, ply, score, best_move, depth, played_score, class, better_move,
                      better_score)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?;
            for (ply, position) in analysis.positions.iter().enumerate() {
                let judged = analysis.moves.get(ply);
                insert.execute(params![
                    id,
                    ply as i64,
                    position.score,
                    position.best_move,
                    position.depth,
                    judged.map(|m| m.score),
                    judged.map(|m| m.class.as_str()),
                    judged.and_then(|m| m.better_move.as_deref()),
                    judged.and_then(|m| m.better_score),
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The stored analysis of game `id` if it was made of `line` (the game's current moves,
    /// in notation) with `nodes` per position; otherwise any stored analysis is dropped and
    /// the answer is `None`.
    pub fn analysis(
        &mut self,
        id: GameId,
        line: &[String],
        nodes: u64,
    ) -> Result<Option<StoredAnalysis>, StoreError> {
        let head: Option<(String, i64)> = self
            .conn
            .query_row(
                "SELECT line, nodes FROM analyses WHERE game_id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let Some((stored_line, stored_nodes)) = head else {
            return Ok(None);
        };
        if stored_line != line.join(" ") || u64::try_from(stored_nodes).ok() != Some(nodes) {
            self.drop_analysis(id)?;
            return Ok(None);
        }
        let mut stmt = self.conn.prepare_cached(
            "SELECT score, best_move, depth, played_score, class, better_move, better_score
             FROM analysis_positions WHERE game_id = ?1 ORDER BY ply",
        )?;
        let mut rows = stmt.query([id])?;
        let mut positions = Vec::new();
        let mut moves = Vec::new();
        while let Some(row) = rows.next()? {
            positions.push(AnalysedPosition {
                score: row.get(0)?,
                best_move: row.get(1)?,
                depth: row.get(2)?,
            });
            if let (Some(score), Some(class)) = (row.get(3)?, row.get::<_, Option<String>>(4)?) {
                moves.push(AnalysedMove {
                    score,
                    class,
                    better_move: row.get(5)?,
                    better_score: row.get(6)?,
                });
            }
        }
        drop(rows);
        drop(stmt);
        let analysis = StoredAnalysis {
            line: line.to_vec(),
            nodes,
            positions,
            moves,
        };
        if analysis.check().is_err() {
            // Rows that do not fit together: analyse again rather than show them.
            self.drop_analysis(id)?;
            return Ok(None);
        }
        Ok(Some(analysis))
    }

    /// Forgets the analysis of game `id`, if any.
    pub fn drop_analysis(&mut self, id: GameId) -> Result<(), StoreError> {
        self.conn
            .execute("DELETE FROM analyses WHERE game_id = ?1", [id])?;
        Ok(())
    }
}
