//! The scoresheet in braille (D.2.7): the visually impaired player's moves, translated by
//! liblouis in the table of the interface language, as a BRF file for an embosser (40 cells a
//! line, 25 lines a page, pages numbered) and as Unicode braille for a braille display.
//!
//! liblouis is loaded when it is needed (Debian's `liblouis20`, installed by `scripts/setup`;
//! on Windows liblouis's own Windows download, put beside the program by the player); where it
//! is missing, the export says so and everything else works.

use std::{
    ffi::{CString, c_char, c_int, c_uint, c_ushort},
    path::{Path, PathBuf},
};

use crate::stores::shipped;

use annabella_core::{
    session::{Arg, Message},
    ui_text::UiLanguage,
};

/// Cells on a line and lines on a page of a BRF file (the North American embosser page).
pub const CELLS: usize = 40;
pub const LINES: usize = 25;

/// liblouis's translation modes (liblouis.h).
const DOTS_IO: c_int = 4;
const UC_BRL: c_int = 64;

type TranslateString = unsafe extern "C" fn(
    table: *const c_char,
    input: *const std::ffi::c_void,
    input_length: *mut c_int,
    output: *mut std::ffi::c_void,
    output_length: *mut c_int,
    typeform: *mut c_ushort,
    spacing: *mut c_char,
    mode: c_int,
) -> c_int;

/// Why a text cannot be put into braille.
#[derive(Debug, thiserror::Error)]
pub enum LouisError {
    /// liblouis cannot be loaded (the loader's reason).
    #[error("liblouis is not installed ({0})")]
    Missing(String),
    /// liblouis did not translate with this table (a table it cannot find, a text too long).
    #[error("liblouis could not translate with {0:?}")]
    Failed(String),
}

impl LouisError {
    /// What to say, in the interface language.
    pub fn message(&self) -> Message {
        match self {
            LouisError::Missing(reason) => {
                Message::Ui(MISSING, vec![("reason", Arg::Key(reason.clone()))])
            }
            LouisError::Failed(table) => Message::Ui(
                "braille-liblouis-failed",
                vec![("table", Arg::Key(table.clone()))],
            ),
        }
    }
}

/// Where liblouis is looked for: the system's library (Debian's, Homebrew's); on Windows, which
/// has none, liblouis's Windows download (`liblouis-VERSION-win64.zip` from liblouis.io)
/// unpacked into a folder `liblouis` beside the program (its `bin\liblouis.dll`, its tables
/// under `share\liblouis\tables`), or the DLL alone beside the program, loaded from there
/// only. No copy is shipped: the only liblouis source reachable where the program is built is
/// 3.7.0 (2018), which cannot read today's German and Vietnamese tables.
#[cfg(not(windows))]
const LIBRARY_NAMES: [&str; 3] = ["liblouis.so.20", "liblouis.so", "liblouis.dylib"];
#[cfg(windows)]
const LIBRARY_NAMES: [&str; 2] = ["liblouis\\bin\\liblouis.dll", "liblouis.dll"];

/// The words for a missing liblouis, with where it comes from on this system.
#[cfg(not(windows))]
const MISSING: &str = "braille-liblouis-missing";
#[cfg(windows)]
const MISSING: &str = "braille-liblouis-missing-windows";

/// liblouis, loaded.
pub struct Louis {
    library: libloading::Library,
    /// Bytes in liblouis's `widechar`: 2, or 4 where it was built for UCS-4 (Debian).
    char_size: usize,
}

impl Louis {
    /// Loads liblouis; `Err` says why it cannot be used.
    pub fn open() -> Result<Louis, LouisError> {
        // SAFETY: loading liblouis runs no initialisers that touch this program's state.
        let (library, path) =
            unsafe { shipped::load_first(&LIBRARY_NAMES) }.map_err(LouisError::Missing)?;
        if let Some(data) = tables_beside(&path) {
            set_data_path(&library, &data)?;
        }
        // SAFETY: `lou_charSize` takes nothing and returns an int (liblouis.h).
        let char_size = unsafe {
            let size: libloading::Symbol<unsafe extern "C" fn() -> c_int> = library
                .get(b"lou_charSize\0")
                .map_err(|e| LouisError::Missing(e.to_string()))?;
            size()
        };
        Ok(Louis {
            library,
            char_size: usize::try_from(char_size).unwrap_or(4),
        })
    }

    /// `text` in braille by `table`: in the table's own braille characters (what a BRF holds),
    /// or as Unicode braille patterns (`unicode`).
    pub fn translate(&self, table: &str, text: &str, unicode: bool) -> Result<String, LouisError> {
        let failed = || LouisError::Failed(table.to_string());
        let table = CString::new(table).map_err(|_| failed())?;
        let chars: Vec<u32> = text.chars().map(u32::from).collect();
        let mut input_length = c_int::try_from(chars.len()).map_err(|_| failed())?;
        // Contractions never make a line more than a few times longer.
        let capacity = chars.len() * 4 + 16;
        let mut output_length = c_int::try_from(capacity).map_err(|_| failed())?;
        let mode = if unicode { DOTS_IO | UC_BRL } else { 0 };
        // SAFETY: the symbol has liblouis.h's signature; the buffers hold `input_length` and
        // `output_length` widechars of `char_size` bytes, as liblouis reads and writes them.
        let (ok, output) = unsafe {
            let translate: libloading::Symbol<TranslateString> = self
                .library
                .get(b"lou_translateString\0")
                .map_err(|e| LouisError::Missing(e.to_string()))?;
            if self.char_size == 2 {
                let input: Vec<c_ushort> = chars.iter().map(|&c| c as c_ushort).collect();
                let mut output = vec![0 as c_ushort; capacity];
                let ok = translate(
                    table.as_ptr(),
                    input.as_ptr().cast(),
                    &mut input_length,
                    output.as_mut_ptr().cast(),
                    &mut output_length,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    mode,
                );
                (ok, output.into_iter().map(u32::from).collect::<Vec<u32>>())
            } else {
                let input: Vec<c_uint> = chars.clone();
                let mut output = vec![0 as c_uint; capacity];
                let ok = translate(
                    table.as_ptr(),
                    input.as_ptr().cast(),
                    &mut input_length,
                    output.as_mut_ptr().cast(),
                    &mut output_length,
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    mode,
                );
                (ok, output)
            }
        };
        if ok == 0 {
            return Err(failed());
        }
        let length = usize::try_from(output_length)
            .unwrap_or(0)
            .min(output.len());
        Ok(output[..length]
            .iter()
            .filter_map(|&c| char::from_u32(c))
            .collect())
    }
}

/// The folder to make liblouis's data path where the library lies beside the program with its
/// tables (`share\liblouis\tables`, in the download's `liblouis` folder or beside the DLL);
/// none for a system's library, which knows its own.
fn tables_beside(library: &Path) -> Option<PathBuf> {
    if !library.is_absolute() {
        return None;
    }
    let folder = library.parent()?;
    [folder.parent(), Some(folder)]
        .into_iter()
        .flatten()
        .map(|above| above.join("share"))
        .find(|share| share.join("liblouis").join("tables").is_dir())
}

/// Tells liblouis where its tables are (`lou_setDataPath`: it looks in `DATA/liblouis/tables`).
fn set_data_path(library: &libloading::Library, data: &Path) -> Result<(), LouisError> {
    let missing = |reason: String| LouisError::Missing(reason);
    let path = shipped::c_path(data)
        // liblouis copies the path into a buffer of 2,048 bytes.
        .filter(|path| path.as_bytes().len() < 1024)
        .ok_or_else(|| missing(format!("{} cannot be handed to liblouis", data.display())))?;
    // SAFETY: `lou_setDataPath` takes a NUL-terminated path, which it copies (liblouis.h).
    unsafe {
        let set: libloading::Symbol<unsafe extern "C" fn(*const c_char) -> *mut c_char> = library
            .get(b"lou_setDataPath\0")
            .map_err(|e| missing(e.to_string()))?;
        set(path.as_ptr());
    }
    Ok(())
}

/// The liblouis table for a language's braille (uncontracted: chess notation must be read
/// letter by letter).
pub fn table_for(language: UiLanguage) -> &'static str {
    match language {
        UiLanguage::En => "en-us-g1.ctb",
        UiLanguage::De => "de-g0.utb",
        UiLanguage::Nb => "no-no-g0.utb",
        UiLanguage::Is => "is.ctb",
        UiLanguage::Vi => "vi-vn-g0.utb",
    }
}

/// Lines of braille laid out on pages: each wrapped at `CELLS` (continuations indented by two
/// cells), `LINES` a page with the page number (brailled by `number`) at the right of the last
/// line, pages parted by a form feed. CR LF ends a line, as embossers expect.
pub fn pages(lines: &[String], number: impl Fn(usize) -> String) -> String {
    let body = LINES - 1;
    let wrapped: Vec<String> = lines.iter().flat_map(|line| wrap(line)).collect();
    let mut out = String::new();
    for (index, page) in wrapped.chunks(body).enumerate() {
        if index > 0 {
            out.push('\x0c');
        }
        for line in page {
            out.push_str(line);
            out.push_str("\r\n");
        }
        for _ in page.len()..body {
            out.push_str("\r\n");
        }
        let label = number(index + 1);
        let pad = CELLS.saturating_sub(label.chars().count());
        out.push_str(&" ".repeat(pad));
        out.push_str(&label);
        out.push_str("\r\n");
    }
    out
}

/// A line in pieces of at most `CELLS` cells, broken at spaces where it can be; the pieces
/// after the first are indented by two cells.
fn wrap(line: &str) -> Vec<String> {
    let mut pieces: Vec<String> = Vec::new();
    let mut current = String::new();
    let room = |pieces: &Vec<String>| if pieces.is_empty() { CELLS } else { CELLS - 2 };
    for word in line.split(' ') {
        let length = current.chars().count();
        if length > 0 && length + 1 + word.chars().count() > room(&pieces) {
            pieces.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
        // A word longer than a line is cut.
        while current.chars().count() > room(&pieces) {
            let head: String = current.chars().take(room(&pieces)).collect();
            current = current.chars().skip(room(&pieces)).collect();
            pieces.push(head);
        }
    }
    pieces.push(current);
    pieces
        .into_iter()
        .enumerate()
        .map(|(i, piece)| if i == 0 { piece } else { format!("  {piece}") })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_hold_40_cells_and_25_lines_with_their_numbers() {
        let lines: Vec<String> = (1..=60).map(|n| format!("{n}. e4 e5")).collect();
        let text = pages(&lines, |n| format!("#{n}"));
        let pages: Vec<&str> = text.split('\x0c').collect();
        assert_eq!(pages.len(), 3);
        for (index, page) in pages.iter().enumerate() {
            let lines: Vec<&str> = page.split("\r\n").collect();
            // 25 lines, each ended by CR LF (the split leaves one empty piece after the last).
            assert_eq!(lines.len(), LINES + 1, "page {}", index + 1);
            assert!(lines.iter().all(|l| l.chars().count() <= CELLS));
            assert!(lines[LINES - 1].ends_with(&format!("#{}", index + 1)));
        }
        let long = "x".repeat(95);
        let wrapped = wrap(&format!("1. {long}"));
        assert!(
            wrapped.iter().all(|l| l.chars().count() <= CELLS),
            "{wrapped:?}"
        );
        assert!(wrapped[1].starts_with("  "));
    }
}
