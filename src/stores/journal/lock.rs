//! The journal's lock: it keeps a second copy of the app from writing on a game another copy
//! plays, and lets it read the game all the same (`annabella export`, `annabella games`, the
//! window's list of games).
//!
//! - Unix: `flock` on the whole file. It is advisory: nobody's reading is stopped.
//! - Windows: locks are mandatory there. A locked range cannot be read through any other handle,
//!   the locking copy's own included, so locking the whole file (as `File::try_lock` does) would
//!   make the game unreadable to everyone but the handle that writes it. One byte far past any
//!   journal's end is locked instead: two copies still exclude each other, and every byte of the
//!   game stays readable.

use std::fs::{File, TryLockError};

/// Takes the lock for this copy of the app, without waiting: `WouldBlock` while another copy
/// holds it. It is held until `file` is closed.
pub fn take(file: &File) -> Result<(), TryLockError> {
    #[cfg(windows)]
    {
        windows::take(file)
    }
    #[cfg(not(windows))]
    {
        file.try_lock()
    }
}

#[cfg(windows)]
mod windows {
    use std::{
        fs::{File, TryLockError},
        os::windows::io::AsRawHandle,
    };

    use windows_sys::Win32::{Foundation::ERROR_LOCK_VIOLATION, Storage::FileSystem::LockFile};

    /// Where the locked byte lies: 2^62, four exbibytes into the file, which no journal reaches
    /// (and below the signed 64-bit limit some file systems and Wine's server keep to).
    const FAR_PAST_THE_END: u64 = 1 << 62;

    pub fn take(file: &File) -> Result<(), TryLockError> {
        // SAFETY: the handle is the open file's own, alive for the call; LockFile locks one byte
        // at the offset given, failing at once when another handle holds it.
        let locked = unsafe {
            LockFile(
                file.as_raw_handle(),
                FAR_PAST_THE_END as u32,
                (FAR_PAST_THE_END >> 32) as u32,
                1,
                0,
            )
        };
        if locked != 0 {
            return Ok(());
        }
        let error = std::io::Error::last_os_error();
        if error.raw_os_error() == Some(ERROR_LOCK_VIOLATION as i32) {
            Err(TryLockError::WouldBlock)
        } else {
            Err(TryLockError::Error(error))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_copy_is_kept_out_and_can_still_read_the_game() {
        use std::io::{Read, Write};
        let folder = std::env::temp_dir().join(format!("annabella-lock-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join("game.jsonl");
        let mut writer = std::fs::OpenOptions::new()
            .create(true)
            .truncate(true)
            .read(true)
            .write(true)
            .open(&path)
            .unwrap();
        take(&writer).unwrap();
        writer.write_all(b"{\"move\":\"e4\"}\n").unwrap();
        let second = File::open(&path).unwrap();
        assert!(matches!(take(&second), Err(TryLockError::WouldBlock)));
        let mut read = String::new();
        File::open(&path)
            .unwrap()
            .read_to_string(&mut read)
            .unwrap();
        assert_eq!(read, "{\"move\":\"e4\"}\n");
        drop(writer);
        take(&second).unwrap();
        std::fs::remove_dir_all(&folder).unwrap();
    }
}
