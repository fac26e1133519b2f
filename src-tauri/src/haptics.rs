//! Haptic feedback on Android and iOS with tauri-plugin-haptics, called from Rust (so the
//! capability gives the webview no haptics permission). The UI chooses the [`Feel`] of each
//! event (`ui/src/lib/haptics/feel.ts`) while the "Vibration" setting is on, and the core's
//! `haptic` command asks the host; [`play`] turns it into the plugin's pattern. Desktop has
//! no plugin and no vibration: [`play`] does nothing.

use tauri::{AppHandle, Runtime};

use app::error::AppResult;
use app::ipc::app::Feel;

/// The plugin's pattern for a feel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pattern {
    /// `impact_feedback(Light)`.
    LightImpact,
    /// `impact_feedback(Heavy)`.
    HeavyImpact,
    /// `notification_feedback(Warning)`.
    WarningNotification,
}

/// The pattern the plugin plays for `feel`.
pub fn pattern(feel: Feel) -> Pattern {
    match feel {
        Feel::Tap => Pattern::LightImpact,
        Feel::Strong => Pattern::HeavyImpact,
        Feel::Warning => Pattern::WarningNotification,
    }
}

/// Plays `feel` on the device.
#[cfg(mobile)]
pub fn play<R: Runtime>(app: &AppHandle<R>, feel: Feel) -> AppResult<()> {
    use tauri_plugin_haptics::{HapticsExt, ImpactFeedbackStyle, NotificationFeedbackType};

    let haptics = app.haptics();
    match pattern(feel) {
        Pattern::LightImpact => haptics.impact_feedback(ImpactFeedbackStyle::Light),
        Pattern::HeavyImpact => haptics.impact_feedback(ImpactFeedbackStyle::Heavy),
        Pattern::WarningNotification => {
            haptics.notification_feedback(NotificationFeedbackType::Warning)
        }
    }
    .map_err(|e| app::error::AppError::Internal(format!("vibration: {e}")))
}

/// Desktop has no vibration: nothing to play.
#[cfg(desktop)]
pub fn play<R: Runtime>(_app: &AppHandle<R>, _feel: Feel) -> AppResult<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_taps_lightly_a_gobble_knocks_harder_and_a_refusal_warns() {
        assert_eq!(pattern(Feel::Tap), Pattern::LightImpact);
        assert_eq!(pattern(Feel::Strong), Pattern::HeavyImpact);
        assert_eq!(pattern(Feel::Warning), Pattern::WarningNotification);
    }

    #[test]
    fn the_ui_names_the_feels_in_snake_case() {
        for (text, feel) in [
            ("\"tap\"", Feel::Tap),
            ("\"strong\"", Feel::Strong),
            ("\"warning\"", Feel::Warning),
        ] {
            assert_eq!(serde_json::from_str::<Feel>(text).unwrap(), feel);
        }
        assert!(serde_json::from_str::<Feel>("\"buzz\"").is_err());
    }
}
