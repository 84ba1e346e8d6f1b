//! Libraries that lie beside the program rather than in the system (on Windows: espeak-ng's,
//! shipped by the installer; liblouis's, put there by the player): where they are loaded from,
//! and their data folders in the form a C library opens them in.

use std::{
    ffi::CString,
    path::{Path, PathBuf},
};

/// Where the library called `name` (a file name, or a path under the program's folder) is
/// loaded from: on Windows the program's own folder, so that a DLL of that name elsewhere on
/// the search path (the working folder, PATH) is never taken, and nowhere (`Err`, why) where
/// that folder cannot be known; elsewhere as given, for the system's loader to find.
pub fn beside_the_program(name: &str) -> Result<PathBuf, String> {
    if !cfg!(windows) {
        return Ok(PathBuf::from(name));
    }
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let folder = exe
        .parent()
        .ok_or_else(|| format!("{} is in no folder", exe.display()))?;
    Ok(folder.join(name))
}

/// The first of `names` that loads, each looked for as `beside_the_program` says, with the path
/// it loaded from; `Err` the reason the last one did not.
///
/// # Safety
/// Loading runs the library's initialisers: the caller vouches that those of every name given
/// touch only the library's own state.
pub unsafe fn load_first(names: &[&str]) -> Result<(libloading::Library, PathBuf), String> {
    let mut last = String::from("no name given");
    for name in names {
        let path = match beside_the_program(name) {
            Ok(path) => path,
            Err(reason) => {
                last = reason;
                continue;
            }
        };
        // SAFETY: the caller's promise for every name given.
        match unsafe { libloading::Library::new(&path) } {
            Ok(library) => return Ok((library, path)),
            Err(error) => last = error.to_string(),
        }
    }
    Err(last)
}

/// `folder` as a C library opens it with `fopen`: as it is off Windows, and on Windows in the
/// system's code page, which cannot spell every name (a user's name in Vietnamese), so there a
/// name that is not plain ASCII goes by its short (8.3) form. None where no such form exists.
pub fn c_path(folder: &Path) -> Option<CString> {
    CString::new(narrow(folder)?).ok()
}

#[cfg(not(windows))]
fn narrow(folder: &Path) -> Option<String> {
    folder.to_str().map(str::to_string)
}

#[cfg(windows)]
fn narrow(folder: &Path) -> Option<String> {
    use std::os::windows::ffi::{OsStrExt, OsStringExt};
    let text = folder.to_str()?;
    if text.is_ascii() {
        return Some(text.to_string());
    }
    let wide: Vec<u16> = folder.as_os_str().encode_wide().chain([0]).collect();
    let mut short = vec![0u16; 1024];
    // SAFETY: a NUL-terminated path, and a buffer of the length given.
    let length = unsafe {
        windows_sys::Win32::Storage::FileSystem::GetShortPathNameW(
            wide.as_ptr(),
            short.as_mut_ptr(),
            u32::try_from(short.len()).unwrap_or(u32::MAX),
        )
    };
    let length = usize::try_from(length).ok()?;
    if length == 0 || length >= short.len() {
        return None;
    }
    let short = std::ffi::OsString::from_wide(&short[..length]);
    short.to_str().filter(|s| s.is_ascii()).map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn off_windows_a_library_is_the_systems_to_find_and_a_path_is_as_it_is() {
        assert_eq!(
            beside_the_program("libespeak-ng.so.1"),
            Ok(PathBuf::from("libespeak-ng.so.1"))
        );
        assert_eq!(
            c_path(Path::new("/home/þórður/nguyễn")),
            Some(CString::new("/home/þórður/nguyễn").unwrap())
        );
    }
}
