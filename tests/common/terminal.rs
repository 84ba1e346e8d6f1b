//! The built binary on a pseudo-terminal, as a person at a terminal runs it: its standard
//! input, output and errors are one terminal (so it knows it is asked interactively, and
//! whatever a library prints to the errors is on the screen too), the lines typed are echoed
//! by the terminal as a keyboard's are, and the screen is read as it comes.
//!
//! The terminal is opened with the C library's own calls (`posix_openpt`), which the app's
//! `libc` already binds: no crate to build for it.

use std::{
    ffi::CStr,
    fs::File,
    io::{Read, Write},
    os::{
        fd::{AsRawFd, FromRawFd, OwnedFd},
        unix::process::CommandExt,
    },
    process::{Child, Command, ExitStatus, Stdio},
    sync::{Arc, Mutex},
    thread,
};

use super::{PATIENCE, eventually, eventually_within};

/// A program running on its own pseudo-terminal.
pub struct OnTerminal {
    child: Child,
    keyboard: File,
    screen: Arc<Mutex<Vec<u8>>>,
    reader: Option<thread::JoinHandle<()>>,
}

impl OnTerminal {
    /// Starts `command` as the leader of a new session whose controlling terminal is a fresh
    /// pseudo-terminal.
    pub fn start(mut command: Command) -> OnTerminal {
        let (master, slave) = open_pair();
        let session_leader = || {
            // SAFETY: between fork and exec only async-signal-safe calls are made: setsid and
            // ioctl, on the standard input the child was given.
            if unsafe { libc::setsid() } < 0
                || unsafe { libc::ioctl(0, libc::TIOCSCTTY as _, 0) } < 0
            {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        };
        // SAFETY: the closure makes only async-signal-safe calls (above).
        unsafe { command.pre_exec(session_leader) };
        let child = command
            .stdin(Stdio::from(slave.try_clone().unwrap()))
            .stdout(Stdio::from(slave.try_clone().unwrap()))
            .stderr(Stdio::from(slave))
            .spawn()
            .expect("the binary runs");
        // The parent's copy of the terminal's far end is closed (`slave` was moved), so the
        // screen ends when the program's does.
        let keyboard = File::from(master.try_clone().unwrap());
        let screen = Arc::new(Mutex::new(Vec::new()));
        let reader = {
            let screen = Arc::clone(&screen);
            let mut display = File::from(master);
            thread::spawn(move || {
                let mut buffer = [0u8; 4096];
                // Linux answers EIO once no program has the terminal open: the end.
                while let Ok(n) = display.read(&mut buffer) {
                    if n == 0 {
                        break;
                    }
                    screen.lock().unwrap().extend_from_slice(&buffer[..n]);
                }
            })
        };
        OnTerminal {
            child,
            keyboard,
            screen,
            reader: Some(reader),
        }
    }

    /// Types `text` and Enter.
    pub fn line(&mut self, text: &str) {
        self.keyboard
            .write_all(format!("{text}\r").as_bytes())
            .unwrap();
        self.keyboard.flush().unwrap();
    }

    /// The screen so far, its line ends as `\n`.
    pub fn screen(&self) -> String {
        String::from_utf8_lossy(&self.screen.lock().unwrap()).replace("\r\n", "\n")
    }

    /// Waits until the screen after its first `from` characters holds `text`: whether it
    /// did within [`PATIENCE`].
    pub fn wait_for(&self, from: usize, text: &str) -> bool {
        eventually(|| {
            self.screen()
                .chars()
                .skip(from)
                .collect::<String>()
                .contains(text)
        })
    }

    /// Types `text` and waits until the screen after it holds `expected`, then for the
    /// prompt that follows the answer (`prompt`): the answer, the lines between the echoed
    /// line and that prompt.
    pub fn answer(&mut self, text: &str, expected: &str, prompt: &str) -> String {
        let from = self.screen().chars().count();
        self.line(text);
        let came = eventually(|| {
            let after: String = self.screen().chars().skip(from).collect();
            after
                .split_once(expected)
                .is_some_and(|(_, rest)| rest.contains(prompt))
        });
        let after: String = self.screen().chars().skip(from).collect();
        assert!(
            came,
            "{text:?} was not answered with {expected:?} and {prompt:?}: {after}"
        );
        answer_in(&after, expected, prompt)
    }

    /// Waits at most [`PATIENCE`] for the program to end (after it was asked to): its
    /// status and the whole screen.
    pub fn end(mut self) -> (ExitStatus, String) {
        let ended = eventually_within(PATIENCE, || matches!(self.child.try_wait(), Ok(Some(_))));
        assert!(ended, "the app never ended: {}", self.screen());
        let status = self.child.wait().unwrap();
        if let Some(reader) = self.reader.take() {
            let _ = reader.join();
        }
        (status, self.screen())
    }
}

impl Drop for OnTerminal {
    /// A test that failed half-way leaves no program behind.
    fn drop(&mut self) {
        if self.reader.is_some() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// What `after` (the screen from a typed line on) answered: from the end of the echoed line
/// to the prompt after `expected`, without it.
fn answer_in(after: &str, expected: &str, prompt: &str) -> String {
    let answered = after.split_once('\n').map_or("", |(_, rest)| rest);
    let Some(at) = answered.find(expected) else {
        return answered.to_string();
    };
    let end = answered[at..]
        .find(prompt)
        .map_or(answered.len(), |p| at + p);
    answered[..end].to_string()
}

/// A new pseudo-terminal: its near end (the keyboard and the screen) and its far end (the
/// program's standard input, output and errors).
fn open_pair() -> (OwnedFd, OwnedFd) {
    // SAFETY: plain calls on the descriptor just opened, checked one by one; ptsname_r
    // writes at most the buffer's length.
    unsafe {
        let master = libc::posix_openpt(libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC);
        assert!(master >= 0, "{}", std::io::Error::last_os_error());
        let master = OwnedFd::from_raw_fd(master);
        assert_eq!(libc::grantpt(master.as_raw_fd()), 0);
        assert_eq!(libc::unlockpt(master.as_raw_fd()), 0);
        let mut name = [0 as libc::c_char; 128];
        assert_eq!(
            libc::ptsname_r(master.as_raw_fd(), name.as_mut_ptr(), name.len()),
            0
        );
        let name = CStr::from_ptr(name.as_ptr());
        let slave = libc::open(
            name.as_ptr(),
            libc::O_RDWR | libc::O_NOCTTY | libc::O_CLOEXEC,
        );
        assert!(slave >= 0, "{}", std::io::Error::last_os_error());
        (master, OwnedFd::from_raw_fd(slave))
    }
}
