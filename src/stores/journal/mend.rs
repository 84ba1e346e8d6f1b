//! Reading a journal back, and mending what a crash or a full disk left behind. Each line the
//! writer finished ends with a newline; a line without one was cut (the app stopped, or the disk
//! filled, while it was written) and never counted as saved. Such a line is left out and said,
//! with the input it held when enough of it is left to know; a line of an older writer that had
//! the next line glued onto it is split again. Anything else that does not read is a journal that
//! cannot be read: the caller sets it aside.

use annabella_core::session::{
    Input,
    journal::{Entry, Header, JOURNAL_VERSION},
};

/// A line left out of the journal: cut by a crash or a full disk, never whole on the disk.
#[derive(Clone, Debug, PartialEq)]
pub struct Dropped {
    /// Its line number in the file (1 = the header).
    pub line: usize,
    /// The input it held, when enough of it was written to know it.
    pub input: Option<Input>,
}

/// Why a journal cannot be read: the first line that does not, and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub line: usize,
    pub reason: String,
}

/// A journal as read: its header, every whole entry, and what was left out.
#[derive(Debug)]
pub(super) struct Mended {
    pub header: Header,
    pub entries: Vec<Entry>,
    pub dropped: Vec<Dropped>,
    /// The text that stays (whole lines only).
    pub kept: Vec<u8>,
    /// The kept text is the file's beginning: cutting the file at its length mends it. Otherwise
    /// lines in the middle were left out and the file is written anew.
    pub in_place: bool,
}

impl Mended {
    /// Whether the file on the disk holds more than the kept text (it needs mending before
    /// anything is appended).
    pub fn needs_mending(&self, file_len: u64) -> bool {
        !self.in_place || file_len != self.kept.len() as u64
    }
}

/// Where an entry begins: a line glued onto a cut one is found by it. (A typed `{"at":` inside a
/// line is escaped as `{\"at\":`, so this cannot be met inside an entry.)
const ENTRY_START: &[u8] = b"{\"at\":";

/// Reads a journal's bytes. Linear in their length.
pub(super) fn mend(bytes: &[u8]) -> Result<Mended, Unreadable> {
    let mut lines = bytes.split_inclusive(|b| *b == b'\n');
    let unreadable = |line: usize, reason: String| Unreadable { line, reason };
    let first = lines
        .next()
        .ok_or_else(|| unreadable(1, "the file is empty".into()))?;
    let Some(header_text) = first.strip_suffix(b"\n") else {
        return Err(unreadable(1, "the first line was cut off".into()));
    };
    let header: Header = serde_json::from_slice(header_text.trim_ascii_end())
        .map_err(|e| unreadable(1, e.to_string()))?;
    if header.version != JOURNAL_VERSION {
        return Err(unreadable(
            1,
            format!(
                "version {}, this app reads version {JOURNAL_VERSION}",
                header.version
            ),
        ));
    }
    let mut mended = Mended {
        header,
        entries: Vec::new(),
        dropped: Vec::new(),
        kept: first.to_vec(),
        in_place: true,
    };
    for (index, line) in lines.enumerate() {
        let number = index + 2;
        let Some(text) = line.strip_suffix(b"\n") else {
            // The last line, never finished: left out.
            mended.dropped.push(Dropped {
                line: number,
                input: salvage(line),
            });
            break;
        };
        if let Some(entry) = entry(text) {
            mended.entries.push(entry);
            mended.kept.extend_from_slice(line);
            continue;
        }
        // A line cut by a crash, with the next written after it on the same line.
        let glued = find_last(text, ENTRY_START)
            .filter(|&at| at > 0)
            .and_then(|at| entry(&text[at..]).map(|entry| (at, entry)));
        let Some((at, entry)) = glued else {
            let reason = match serde_json::from_slice::<Entry>(text) {
                Err(e) => e.to_string(),
                Ok(_) => "not text".into(),
            };
            return Err(unreadable(number, reason));
        };
        mended.dropped.push(Dropped {
            line: number,
            input: salvage(&text[..at]),
        });
        mended.entries.push(entry);
        mended.kept.extend_from_slice(&text[at..]);
        mended.kept.push(b'\n');
        mended.in_place = false;
    }
    Ok(mended)
}

fn entry(text: &[u8]) -> Option<Entry> {
    serde_json::from_slice(text.trim_ascii_end()).ok()
}

fn find_last(text: &[u8], needle: &[u8]) -> Option<usize> {
    text.windows(needle.len()).rposition(|w| w == needle)
}

/// The input a cut line held, when only closing brackets were lost (a text cut short is not
/// guessed at: "N" is not "Nf3").
fn salvage(cut: &[u8]) -> Option<Input> {
    let cut = cut.trim_ascii_end();
    ["", "}", "}}", "]}}", "}}}"]
        .iter()
        .find_map(|end| {
            let mut text = cut.to_vec();
            text.extend_from_slice(end.as_bytes());
            entry(&text)
        })
        .map(|entry| entry.input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella_core::session::Setup;

    fn header() -> String {
        let header = Header {
            version: JOURNAL_VERSION,
            started: "2026-11-23 14:05:09 UTC".into(),
            started_ms: 1,
            setup: Setup::default(),
        };
        serde_json::to_string(&header).unwrap()
    }

    fn line(at: u64, text: &str) -> String {
        serde_json::to_string(&Entry::new(
            std::time::Duration::from_millis(at),
            Input::Text(text.into()),
        ))
        .unwrap()
    }

    #[test]
    fn a_cut_last_line_is_left_out_and_the_move_it_held_is_known() {
        let whole = format!("{}\n{}\n", header(), line(10, "e4"));
        let cut = line(20, "Nf3");
        // The crash took the closing marks only: the move is known.
        let text = format!("{whole}{}", &cut[..cut.len() - 2]);
        let mended = mend(text.as_bytes()).unwrap();
        assert_eq!(mended.entries.len(), 1);
        assert_eq!(mended.kept, whole.as_bytes());
        assert!(mended.in_place && mended.needs_mending(text.len() as u64));
        assert_eq!(
            mended.dropped,
            [Dropped {
                line: 3,
                input: Some(Input::Text("Nf3".into()))
            }]
        );
        // Cut in the middle of the move: the line is left out, what it held unknown.
        let text = format!("{whole}{}", &cut[..cut.len() - 5]);
        let mended = mend(text.as_bytes()).unwrap();
        assert_eq!(mended.dropped[0].input, None);
        // A whole line that only lost its newline is not whole either.
        let text = format!("{whole}{cut}");
        assert_eq!(mend(text.as_bytes()).unwrap().entries.len(), 1);
    }

    #[test]
    fn a_line_glued_onto_a_cut_one_by_an_older_writer_is_split_again() {
        let cut = line(20, "Nf3");
        let text = format!(
            "{}\n{}\n{}{}\n{}\n",
            header(),
            line(10, "e4"),
            &cut[..cut.len() - 9],
            line(30, "e5"),
            line(40, "d4")
        );
        let mended = mend(text.as_bytes()).unwrap();
        let typed: Vec<_> = mended.entries.iter().map(|e| e.input.clone()).collect();
        assert_eq!(
            typed,
            ["e4", "e5", "d4"].map(|t| Input::Text(t.into())),
            "the cut Nf3 is left out, the rest kept"
        );
        assert_eq!(mended.dropped[0].line, 3);
        assert!(!mended.in_place);
        assert_eq!(mend(&mended.kept).unwrap().entries, mended.entries);
    }

    #[test]
    fn what_cannot_be_read_is_named_by_its_line() {
        let text = format!(
            "{}\n{}\n{{not json\n{}\n",
            header(),
            line(1, "e4"),
            line(2, "e5")
        );
        assert_eq!(mend(text.as_bytes()).unwrap_err().line, 3);
        assert_eq!(mend(b"").unwrap_err().line, 1);
        let cut_header = header();
        assert_eq!(
            mend(&cut_header.as_bytes()[..20]).unwrap_err().reason,
            "the first line was cut off"
        );
        let latin1 = format!("{}\n", header()).into_bytes();
        let mut latin1 = latin1;
        latin1.extend_from_slice(b"{\"at\":1,\"input\":{\"Text\":\"K\xf6nig\"}}\n");
        assert_eq!(mend(&latin1).unwrap_err().line, 2);
    }
}
