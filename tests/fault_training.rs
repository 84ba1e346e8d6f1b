//! The training record against hostile files and long use, on the real binary (issue 39): a
//! record that is no record — binary, not UTF-8, too large, a pipe or a folder — is named and
//! set aside with the reason while training goes on; a newer version's record is read and its
//! unknown parts written back; a pipe in place of the lock does not hang, and a lock that
//! cannot be opened is the file named; a bare `--record NAME` saves; a symlinked 0600 record
//! is written through, its mode kept; a round that cannot be saved (a full disk) is offered
//! another folder, is said lost when the player leaves it, and is merged with what another copy
//! saved meanwhile.

use crate::common;

use std::{
    fs,
    os::unix::fs::{PermissionsExt, symlink},
    path::Path,
    process::Output,
};

use common::{Running, annabella, data_dir, file_limit};

const NOW: &str = "1800000000";

/// `annabella train ARGS --record RECORD`, typed `input`, in `dir`.
fn train(dir: &Path, record: &Path, args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = annabella(dir)
        .current_dir(dir)
        .args(["train", "--lang", "en", "--now", NOW, "--record"])
        .arg(record)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    child.wait_with_output().expect("ends")
}

fn said(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

/// A drill round of one wrong answer, then the end of the input (the round kept).
fn a_drill_round(dir: &Path, record: &Path) -> Output {
    train(
        dir,
        record,
        &["drill", "square-colour", "--items", "1", "--seed", "1"],
        "purple\nlight\n",
    )
}

/// Makes a hostile file at a path.
type Make = dyn Fn(&Path);

#[test]
fn a_record_that_is_no_record_is_set_aside_with_its_reason_and_training_goes_on() {
    let dir = data_dir("fault-training-hostile");
    let record = dir.join("training.json");
    let cases: [(&str, &Make, &str); 5] = [
        (
            "binary",
            &|p| fs::write(p, [0u8, 159, 146, 150, 255, 0, 7]).unwrap(),
            "It is not text",
        ),
        (
            "latin-1",
            &|p| fs::write(p, b"{\"lessons\": \"\xe9t\xe9\"}").unwrap(),
            "It is not text",
        ),
        (
            "too large",
            &|p| {
                fs::File::create(p)
                    .unwrap()
                    .set_len(17 * 1024 * 1024)
                    .unwrap()
            },
            "larger than any training record: 17825792 bytes",
        ),
        ("a folder", &|p| fs::create_dir(p).unwrap(), "not a file"),
        (
            "a pipe",
            &|p| {
                let name = std::ffi::CString::new(p.as_os_str().as_encoded_bytes()).unwrap();
                // SAFETY: a valid C string and mode.
                assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
            },
            "not a file",
        ),
    ];
    for (n, (case, make, reason)) in cases.into_iter().enumerate() {
        make(&record);
        let output = a_drill_round(&dir, &record);
        let words = said(&output);
        assert!(output.status.success(), "{case}: {words}");
        let aside = format!("training.damaged-{}.json", n + 1);
        assert!(
            words.contains(&aside) && words.contains(reason),
            "{case}: {words}"
        );
        let kept = fs::read_to_string(&record).unwrap_or_else(|e| panic!("{case}: {e}"));
        assert!(
            kept.contains("SquareColour"),
            "{case}: the round is saved: {kept}"
        );
        assert!(
            dir.join(&aside).symlink_metadata().is_ok(),
            "{case}: kept aside"
        );
        fs::remove_file(&record).unwrap();
    }
}

#[test]
fn a_newer_versions_record_is_read_and_what_it_alone_knows_is_written_back() {
    let dir = data_dir("fault-training-newer");
    let record = dir.join("training.json");
    fs::write(
        &record,
        r#"{"version": 9, "lessons": {"Rook": [3], "Gliding": [2]},
            "drills": {"BlindfoldWalk": [{"right": 3, "asked": 4, "timed": true}]},
            "schedule": {"cards": [{"exercise": {"Opening": "Ruy"}, "due": 5}]},
            "coach_notes": "keen"}"#,
    )
    .unwrap();
    let output = a_drill_round(&dir, &record);
    let words = said(&output);
    assert!(
        output.status.success() && !words.contains("damaged"),
        "{words}"
    );
    let kept = fs::read_to_string(&record).unwrap();
    for part in [
        "Gliding",
        "BlindfoldWalk",
        "Ruy",
        "coach_notes",
        "SquareColour",
        "\"version\": 9",
    ] {
        assert!(kept.contains(part), "{part} kept: {kept}");
    }
}

#[test]
fn a_pipe_for_the_lock_does_not_hang_and_the_lock_is_the_file_named() {
    let dir = data_dir("fault-training-lock");
    let record = dir.join("training.json");
    let lock = dir.join("training.lock");
    let name = std::ffi::CString::new(lock.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a valid C string and mode.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
    let output = train(&dir, &record, &["progress"], "");
    let words = said(&output);
    assert!(
        !output.status.success() && words.contains("training.lock"),
        "{words}"
    );

    // A folder that cannot be written: the lock it cannot make is named, not the record.
    fs::remove_file(&lock).unwrap();
    let locked = dir.join("read-only");
    fs::create_dir(&locked).unwrap();
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o555)).unwrap();
    let output = train(&dir, &locked.join("training.json"), &["progress"], "");
    let words = said(&output);
    fs::set_permissions(&locked, fs::Permissions::from_mode(0o755)).unwrap();
    // Root writes anywhere: then the progress is simply read.
    assert!(
        output.status.success() || words.contains("training.lock"),
        "{words}"
    );
}

#[test]
fn a_bare_record_name_is_saved_beside_where_the_app_runs() {
    let dir = data_dir("fault-training-bare");
    let output = a_drill_round(&dir, Path::new("mytraining.json"));
    let words = said(&output);
    assert!(
        output.status.success() && !words.contains("could not be saved"),
        "{words}"
    );
    assert!(
        fs::read_to_string(dir.join("mytraining.json"))
            .unwrap()
            .contains("SquareColour")
    );
}

#[test]
fn a_symlinked_private_record_is_written_through_its_link_and_stays_private() {
    let dir = data_dir("fault-training-symlink");
    let target = dir.join("synced").join("training.json");
    fs::create_dir_all(target.parent().unwrap()).unwrap();
    fs::write(&target, "{}").unwrap();
    fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).unwrap();
    let record = dir.join("training.json");
    symlink(&target, &record).unwrap();
    let output = a_drill_round(&dir, &record);
    assert!(output.status.success(), "{}", said(&output));
    assert!(
        fs::symlink_metadata(&record)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        fs::read_to_string(&target)
            .unwrap()
            .contains("SquareColour")
    );
    let mode = fs::metadata(&target).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
}

/// Finding 5: a drill's answer not understood was said back raw and whole — an escape sequence
/// cleared the player's terminal, a 100,000-character answer came back as one line. Now its
/// control characters are pictured and it is cut.
#[test]
fn a_drill_answer_not_understood_is_said_back_harmless_and_short() {
    let dir = data_dir("fault-training-answer");
    let record = dir.join("training.json");
    let long = "a".repeat(100_000);
    let input = format!("zw\u{1b}[2J\u{1b}]0;pwned\u{7}\n{long}\nlight\n");
    let output = train(
        &dir,
        &record,
        &["drill", "square-colour", "--items", "1", "--seed", "1"],
        &input,
    );
    let printed = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{}", said(&output));
    assert!(
        !printed.contains('\u{1b}') && !printed.contains('\u{7}'),
        "{printed:?}"
    );
    assert!(
        printed.contains("Not understood: zw␛[2J␛]0;pwned␇"),
        "{printed}"
    );
    let longest = printed
        .lines()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0);
    assert!(longest < 100, "the longest line has {longest} characters");
}

/// `annabella train` on a one-item drill at `record`, on a disk that is full from its start
/// (no file may grow past 0 bytes), its answer typed: the round cannot be saved.
fn a_round_on_a_full_disk(dir: &Path, record: &Path) -> Running {
    let mut command = annabella(dir);
    command
        .current_dir(dir)
        .args(["train", "--lang", "en", "--now", NOW, "--record"])
        .arg(record)
        .args(["drill", "square-colour", "--items", "1", "--seed", "1"]);
    let mut app = Running::start(command);
    file_limit(app.child.id(), 0);
    app.line("light");
    assert!(
        app.wait_for("Folder> ", 1),
        "no other place offered: {}",
        app.said()
    );
    assert!(app.said().contains("could not be saved"), "{}", app.said());
    app
}

/// The drill scores the record at `path` holds for the square-colour drill.
fn square_colour_rounds(path: &Path) -> usize {
    let Ok(text) = fs::read_to_string(path) else {
        return 0;
    };
    let record = annabella_core::training::record::Record::read(&text).expect("a record");
    record
        .progress
        .drills
        .get(&annabella_core::training::drills::DrillKind::SquareColour)
        .map_or(0, std::collections::VecDeque::len)
}

/// Finding 9: on a full disk `train` said the round could not be saved, then exited 0 with the
/// round lost. Now another folder is asked for until it is saved there (a folder still full
/// is said and asked again), and the record goes on there.
#[test]
fn a_round_that_cannot_be_saved_is_saved_in_another_folder() {
    let dir = data_dir("fault-training-full-disk");
    let record = dir.join("training.json");
    let stick = dir.join("stick");
    let mut app = a_round_on_a_full_disk(&dir, &record);
    app.line(stick.to_str().unwrap());
    assert!(
        app.wait_for("Folder> ", 2),
        "a full folder was not asked again: {}",
        app.said()
    );
    // The other disk has room.
    file_limit(app.child.id(), libc::RLIM_INFINITY);
    app.line(stick.to_str().unwrap());
    let (status, words) = app.end();
    let saved = stick.join("training.json");
    assert!(status.success(), "{words}");
    assert!(
        words.contains(&format!(
            "Your training is saved in {}. Train on it there with: annabella train --record {}",
            saved.display(),
            saved.display()
        )),
        "{words}"
    );
    assert_eq!(square_colour_rounds(&saved), 1);
    assert_eq!(square_colour_rounds(&record), 0);
}

/// Leaving the round unsaved (an empty line, or the end of the input) says so and fails, with
/// the exit status of every failed command.
#[test]
fn a_round_left_unsaved_is_said_lost_and_the_command_fails() {
    for leave in [Some(""), None] {
        let dir = data_dir("fault-training-left-unsaved");
        let record = dir.join("training.json");
        let mut app = a_round_on_a_full_disk(&dir, &record);
        if let Some(line) = leave {
            app.line(line);
        }
        let (status, words) = app.end();
        assert_eq!(status.code(), Some(2), "{words}");
        assert!(
            words.contains("This round of training is not saved."),
            "{words}"
        );
    }
}

/// Two copies with a full disk between them: one copy's round cannot be saved; meanwhile
/// another copy trains on the same record and saves; when the first copy's disk has room again
/// and it saves in the record's own folder, both rounds are in the record — neither written
/// over.
#[test]
fn two_copies_with_a_full_disk_between_them_keep_both_rounds() {
    let dir = data_dir("fault-training-two-copies-full");
    let record = dir.join("training.json");
    let mut first = a_round_on_a_full_disk(&dir, &record);
    let second = a_drill_round(&dir, &record);
    assert!(second.status.success(), "{}", said(&second));
    assert_eq!(square_colour_rounds(&record), 1);
    file_limit(first.child.id(), libc::RLIM_INFINITY);
    first.line(dir.to_str().unwrap());
    let (status, words) = first.end();
    assert!(status.success(), "{words}");
    assert_eq!(square_colour_rounds(&record), 2, "{words}");
}
