//! The settings file under a full disk, on the real binary: `annabella settings --save` used to
//! truncate the file and then write it, so a disk that filled up half-way lost every setting
//! (finding 9 of the third hardening round). The new file is now written beside the old one and
//! put in its place only when whole: a write that fails half-way leaves the old file as it was,
//! and the player is told which file and why.

use crate::common;

use std::{os::unix::process::CommandExt, path::Path, process::Output};

use common::{annabella, data_dir};

/// The player's settings, with their comments.
const OLD: &str = "# The club's settings: do not lose them.\n\
                   [game]\n\
                   mode = \"tournament\" # always\n\
                   time = \"90+30\"\n\
                   \n\
                   [black]\n\
                   name = \"Bo\"\n";

/// `annabella settings --save --time 25+10`, on a disk that is full after `room` bytes of any
/// file it writes (the file-size limit, whose signal the app ignores: a failed write, as on a
/// full disk).
fn save(data: &Path, room: Option<u64>) -> Output {
    let mut command = annabella(data);
    command.args(["settings", "--save", "--time", "25+10"]);
    if let Some(room) = room {
        // SAFETY: only setrlimit(2) runs between fork and exec; it is async-signal-safe, and
        // the limit is a valid value on the stack. The limit's signal is the app's to ignore.
        unsafe {
            command.pre_exec(move || {
                let limit = libc::rlimit {
                    rlim_cur: room,
                    rlim_max: libc::RLIM_INFINITY,
                };
                if libc::setrlimit(libc::RLIMIT_FSIZE, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
    }
    command.output().expect("the binary runs")
}

fn said(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}

#[test]
fn a_settings_save_the_full_disk_cuts_off_leaves_the_old_file_whole_and_says_why() {
    let data = data_dir("fault-settings");
    let folder = data.join("config").join("annabella");
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("settings.toml");
    std::fs::write(&file, OLD).unwrap();
    // Room for 40 bytes: the new file (the old one's 120 and the new time) stops half-way.
    let refused = save(&data, Some(40));
    let text = said(&refused);
    assert!(!refused.status.success(), "{text}");
    assert!(
        text.contains(&format!(
            "{} could not be written (File too large",
            file.display()
        )) && text.contains("it stands as it was"),
        "{text}"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        OLD,
        "the old file whole"
    );
    let names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["settings.toml"], "no half-written file left");
    // Space again: saved, the player's comments and the rest kept.
    let saved = save(&data, None);
    assert!(saved.status.success(), "{}", said(&saved));
    let now = std::fs::read_to_string(&file).unwrap();
    assert!(
        now.contains("time = \"25+10\"")
            && now.contains("# The club's settings: do not lose them.")
            && now.contains("mode = \"tournament\" # always")
            && now.contains("name = \"Bo\""),
        "{now}"
    );
    let _ = std::fs::remove_dir_all(&data);
}
