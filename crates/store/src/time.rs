//! Timestamps: milliseconds since the Unix epoch (UTC), and their `YYYY-MM-DDTHH:MM:SSZ` text.

// In a browser (wasm32-unknown-unknown) `std::time::SystemTime::now` panics: the clock is
// the browser's `Date.now()` there.
#[cfg(not(all(target_family = "wasm", target_os = "unknown")))]
use std::time::{SystemTime, UNIX_EPOCH};
#[cfg(all(target_family = "wasm", target_os = "unknown"))]
use web_time::{SystemTime, UNIX_EPOCH};

/// The current time in milliseconds since the Unix epoch (0 if the clock is before 1970).
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day count since 1970-01-01 (H. Hinnant's `civil_from_days`).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Writes a timestamp as `YYYY-MM-DDTHH:MM:SSZ` (UTC, whole seconds).
pub fn format_utc(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (y, m, d) = civil_from_days(secs.div_euclid(86_400));
    let s = secs.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        s / 3600,
        s / 60 % 60,
        s % 60
    )
}

/// Reads `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SSZ` (UTC) back to milliseconds.
pub fn parse_utc(text: &str) -> Option<i64> {
    let b = text.as_bytes();
    let num = |range: std::ops::Range<usize>| -> Option<i64> {
        let part = b.get(range)?;
        if part.iter().all(u8::is_ascii_digit) {
            std::str::from_utf8(part).ok()?.parse().ok()
        } else {
            None
        }
    };
    if !(b.len() == 10 || b.len() == 20) || b.get(4) != Some(&b'-') || b.get(7) != Some(&b'-') {
        return None;
    }
    let (y, m, d) = (num(0..4)?, num(5..7)?, num(8..10)?);
    let days_in_month = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        _ => return None,
    };
    if !(1..=days_in_month).contains(&d) {
        return None;
    }
    let mut secs = days_from_civil(y, m, d) * 86_400;
    if b.len() == 20 {
        if b[10] != b'T' || b[13] != b':' || b[16] != b':' || b[19] != b'Z' {
            return None;
        }
        let (h, mi, s) = (num(11..13)?, num(14..16)?, num(17..19)?);
        if h > 23 || mi > 59 || s > 59 {
            return None;
        }
        secs += h * 3600 + mi * 60 + s;
    }
    Some(secs * 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_round_trip_through_text() {
        assert_eq!(format_utc(0), "1970-01-01T00:00:00Z");
        for ms in [0, 951_782_400_000, 1_764_430_942_000, 4_102_444_799_000] {
            assert_eq!(parse_utc(&format_utc(ms)), Some(ms));
        }
        assert_eq!(format_utc(951_782_400_000), "2000-02-29T00:00:00Z");
        assert_eq!(parse_utc("2026-11-29"), Some(1_795_910_400_000));
    }

    #[test]
    fn bad_dates_are_refused() {
        for bad in [
            "",
            "2026-13-01",
            "2025-02-29",
            "2026-11-31",
            "2026-11-29T24:00:00Z",
            "2026-11-29 10:00:00",
            "２０２６-11-29",
            "2026-1-29",
        ] {
            assert_eq!(parse_utc(bad), None, "{bad}");
        }
    }
}
