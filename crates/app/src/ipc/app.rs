//! What the UI sees of the app itself: its version and games, and the settings. TypeScript
//! types for each are generated into `ui/src/lib/generated/` (see `bindings.rs`).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

pub use crate::ipc::level::AiLevel;

/// What the home screen shows about the app itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct AppInfo {
    /// The app's version (from Cargo.toml).
    pub version: String,
    /// The games this build can play, in the order the home screen lists them.
    pub games: Vec<GameInfo>,
    /// Whether this device can vibrate (Android and iOS): the settings offer "Vibration".
    pub can_vibrate: bool,
}

/// One game as the home screen lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct GameInfo {
    /// The game.
    pub kind: engine::GameKind,
    /// The position its picture shows (from the engine; `None` if it could not be made).
    pub picture: Option<crate::ipc::game::BoardView>,
}

/// The colour scheme of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// The language of the interface: the system's, or one of the app's six.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Language {
    /// The first of the system's languages the app speaks (English otherwise).
    #[default]
    System,
    /// English.
    En,
    /// Italiano.
    It,
    /// Українська.
    Uk,
    /// Bahasa Melayu.
    Ms,
    /// Français.
    Fr,
    /// Español.
    Es,
}

/// The colours of pieces, blocks and highlights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Palette {
    /// The app's usual colours.
    #[default]
    Standard,
    /// Colours that stay distinct with every kind of colour blindness.
    ColourBlind,
}

/// Whether the board animates its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Motion {
    /// Follow the system's "reduce motion" setting.
    #[default]
    System,
    /// Every animation.
    Full,
    /// No rolling, sliding or celebrating: moves appear in place.
    Reduced,
}

/// How fast the animations run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum AnimationSpeed {
    /// Half speed.
    Slow,
    /// The usual speed.
    #[default]
    Normal,
    /// Double speed.
    Fast,
}

/// The person's settings: their one model, read by the UI alone and kept by the host's store
/// (`crate::settings`).
/// Every field is required in a command's payload; unknown fields are refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// The language of the interface.
    pub language: Language,
    /// The colour scheme.
    pub theme: Theme,
    /// The colours of the pieces.
    pub palette: Palette,
    /// Whether the board animates.
    pub motion: Motion,
    /// How fast it animates.
    pub animation_speed: AnimationSpeed,
    /// Whether the app plays sounds.
    pub sound: bool,
    /// Whether a phone or tablet vibrates on a move, a gobble, a removal, the end of a game
    /// and a refused tap (no effect on desktop).
    pub vibration: bool,
    /// Whether new Gobblet games start with touch-move on (as the printed rules).
    pub touch_move: bool,
    /// Whether Gobblet shows the pieces covered in each stack peeking out (an assist, on by
    /// default: a stack's sizes are told at a glance; off, only the top piece shows, as on
    /// the real board).
    pub show_covered: bool,
    /// Whether new games between two people start in tabletop mode.
    pub tabletop: bool,
    /// The computer's level offered first in a new game.
    pub ai_level: AiLevel,
    /// Whether the boards show files and ranks along their edges.
    pub coordinates: bool,
    /// Whether offering a draw to the computer waits for a confirmation (its answer can end
    /// the game at once), as lichess's "Confirm draw offers".
    pub confirm_draw_offer: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: Language::System,
            theme: Theme::System,
            palette: Palette::Standard,
            motion: Motion::System,
            animation_speed: AnimationSpeed::Normal,
            sound: true,
            vibration: true,
            touch_move: false,
            show_covered: true,
            tabletop: false,
            ai_level: AiLevel::default(),
            coordinates: true,
            confirm_draw_offer: true,
        }
    }
}

/// Why the saved settings were not used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum NoticeKind {
    /// The file was read but its content is not valid settings; the defaults replaced it.
    Damaged,
    /// The file exists but could not be read or written.
    Unreadable,
    /// The file was damaged (an app ended while it was being written); the last settings
    /// saved were restored from the last-good copy kept beside it.
    Restored,
}

/// What the person is told when their saved settings were not read as they were saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct SettingsNotice {
    /// Damaged, unreadable or restored.
    pub kind: NoticeKind,
    /// The reason, in technical words (shown in brackets).
    pub reason: String,
}

/// The settings as the app starts with them, and the notice to show if they were reset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, TS)]
pub struct SettingsView {
    /// The settings in use.
    pub settings: Settings,
    /// Set when the saved settings could not be used; cleared once the person has seen it.
    pub notice: Option<SettingsNotice>,
}

/// What an event feels like on a phone or tablet (see `crate::haptics`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum Feel {
    /// A light tap: a piece placed or moved, a block tipped.
    Tap,
    /// A stronger knock: a gobble, a block taken off on the star, the end of a game.
    Strong,
    /// The warning pattern: a refused tap.
    Warning,
}
