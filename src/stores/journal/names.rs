//! The journals' names and times. A journal's name is unique by construction: the start time to
//! the millisecond and a counter, created exclusively (a name taken meanwhile, by this app or
//! another copy, moves the counter on). Which game is the newest is decided by the start time
//! in the header, not by the name.

use std::{
    fs::{File, OpenOptions},
    io::{self, Write},
    path::{Path, PathBuf},
    sync::atomic::{AtomicU32, Ordering},
    time::SystemTime,
};

/// Games begun in this process: two in one millisecond get different names without a retry.
static BEGUN: AtomicU32 = AtomicU32::new(0);

/// Milliseconds since 1970 (UTC), now: a shell may read the clock; the core never does.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// Creates a new journal file in `dir` for a game begun at `ms`, holding `first` (its header
/// line): `2026-11-23-14-05-09-123-000.jsonl`, never one that exists. The file appears under its
/// name whole and locked — written and locked under a name of its own first, then linked into
/// place (a link, like `create_new`, fails where the name is taken) — so another copy of the
/// app looking through the games at that moment never finds it empty and sets it aside.
pub fn create_unique(dir: &Path, ms: u64, first: &[u8]) -> io::Result<(PathBuf, File)> {
    let stem = stamp(ms).replace([' ', ':', '.'], "-");
    let stem = stem.trim_end_matches("-UTC");
    let begun = BEGUN.fetch_add(1, Ordering::Relaxed);
    let name = |n: u32| dir.join(format!("{stem}-{:03}.jsonl", (begun + n) % 1000));
    let temporary = dir.join(format!(".{stem}-{}-{begun}.new", std::process::id()));
    let mut file = OpenOptions::new()
        .read(true)
        .append(true)
        .create_new(true)
        .open(&temporary)?;
    let written = file.write_all(first).and_then(|()| {
        // A new file nobody else knows yet: its lock cannot be taken, and a file system
        // without locks is written on unlocked.
        let _ = super::lock::take(&file);
        let mut last_error = io::Error::other("no free name");
        for n in 0..1000u32 {
            match std::fs::hard_link(&temporary, name(n)) {
                Ok(()) => return Ok(Some(name(n))),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last_error = e,
                // No links here (a FAT stick): created in place instead.
                Err(_) => return Ok(None),
            }
        }
        Err(last_error)
    });
    let _ = std::fs::remove_file(&temporary);
    match written? {
        Some(path) => Ok((path, file)),
        None => create_in_place(&name, first),
    }
}

/// A new journal created under its name at once, where the folder has no links.
fn create_in_place(name: &dyn Fn(u32) -> PathBuf, first: &[u8]) -> io::Result<(PathBuf, File)> {
    let mut last_error = io::Error::other("no free name");
    for n in 0..1000u32 {
        match OpenOptions::new()
            .read(true)
            .append(true)
            .create_new(true)
            .open(name(n))
        {
            Ok(mut file) => {
                let _ = super::lock::take(&file);
                file.write_all(first)?;
                return Ok((name(n), file));
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last_error = e,
            Err(e) => return Err(e),
        }
    }
    Err(last_error)
}

/// "2026-11-23 14:05:09.123 UTC" without the milliseconds for people: "2026-11-23 14:05:09 UTC"
/// (UTC: the standard library knows no time zones).
pub fn for_people(ms: u64) -> String {
    let stamp = stamp(ms);
    match stamp.split_once('.') {
        Some((seconds, _)) => format!("{seconds} UTC"),
        None => stamp,
    }
}

/// "2026-11-23 14:05:09.123 UTC".
fn stamp(ms: u64) -> String {
    let secs = ms / 1000;
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (year, month, day) = civil_from_days(days as i64);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}.{:03} UTC",
        rest / 3600,
        rest / 60 % 60,
        rest % 60,
        ms % 1000
    )
}

/// The start time of a journal written before `started_ms` was kept, from its `started` text
/// ("2026-11-23 14:05:09 UTC"); 0 when it does not read.
pub fn ms_of_text(started: &str) -> u64 {
    let digits: Vec<i64> = started
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .filter_map(|s| s.parse().ok())
        .collect();
    let [year, month, day, hour, minute, second, ..] = digits[..] else {
        return 0;
    };
    let days = days_from_civil(year, month, day);
    let secs = days * 86_400 + hour * 3600 + minute * 60 + second;
    u64::try_from(secs).map_or(0, |s| s * 1000)
}

/// The calendar date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The day count since 1970-01-01 of a calendar date (the same algorithm, backwards).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let yoe = year.rem_euclid(400);
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_counted_right_both_ways() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_415), (2025, 11, 23));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        for days in [0, 11_016, 20_415, 30_000] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, i64::from(m), i64::from(d)), days);
        }
        let ms = 1_763_906_709_123;
        assert_eq!(for_people(ms), "2025-11-23 14:05:09 UTC");
        assert_eq!(ms_of_text(&for_people(ms)), ms - 123);
        assert_eq!(ms_of_text("whenever"), 0);
    }

    #[test]
    fn two_games_begun_in_one_millisecond_get_two_files_that_sort_by_time() {
        let dir = std::env::temp_dir().join(format!("annabella-names-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let ms = 1_763_906_709_123;
        let names: Vec<PathBuf> = (0..10)
            .map(|_| create_unique(&dir, ms, b"{}\n").unwrap().0)
            .collect();
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 10, "{names:?}");
        // Each whole under its name, nothing else left in the folder.
        assert!(names.iter().all(|p| std::fs::read(p).unwrap() == b"{}\n"));
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 10);
        assert!(
            names[0]
                .to_string_lossy()
                .contains("2025-11-23-14-05-09-123-")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
