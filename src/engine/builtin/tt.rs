//! The transposition table: what an earlier search learnt about a position (its value or a bound
//! on it, how deep it was searched, the best move found), found again by the position's hash when
//! the same position is reached by another move order or in the next iteration.

use shakmaty::{Move, Role};

use super::eval::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The value is at least this (a move was good enough to cut the search off).
    Lower,
    /// The value is at most this (no move reached the window).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub key: u64,
    pub best: u16,
    pub value: Value,
    pub depth: i16,
    pub bound: Bound,
}

pub struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of about `megabytes` MB (rounded down to a power of two entries).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Option<Entry>>();
        let size = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            entries: vec![None; size],
            mask: size - 1,
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(None);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Keeps the deeper of the old and new knowledge for the same position; a different
    /// position always replaces (the newer search is more relevant).
    pub fn store(&mut self, entry: Entry) {
        let slot = &mut self.entries[entry.key as usize & self.mask];
        if let Some(old) = slot
            && old.key == entry.key
            && old.depth > entry.depth
            && entry.bound != Bound::Exact
        {
            return;
        }
        *slot = Some(entry);
    }
}

/// A move in 16 bits: origin, target (for castling, the rook's square, as shakmaty and
/// Chess960 write it) and promotion piece. Compared against the legal moves, so a hash
/// collision can never make the engine play an illegal move.
pub fn encode(m: &Move) -> u16 {
    let (from, to, promotion) = match *m {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => (from, to, promotion),
        Move::EnPassant { from, to } => (from, to, None),
        Move::Castle { king, rook } => (king, rook, None),
        Move::Put { to, .. } => (to, to, None),
    };
    let promotion = promotion.map_or(0, |r: Role| r as u16);
    from as u16 | (to as u16) << 6 | promotion << 12
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    #[test]
    fn every_legal_move_has_its_own_code() {
        let pos = Chess::default();
        let codes: std::collections::HashSet<u16> = pos.legal_moves().iter().map(encode).collect();
        assert_eq!(codes.len(), 20);
    }

    #[test]
    fn a_stored_entry_is_found_by_its_key_only() {
        let mut table = Table::new(1);
        let entry = Entry {
            key: 0xdead_beef,
            best: 7,
            value: 33,
            depth: 4,
            bound: Bound::Exact,
        };
        table.store(entry);
        assert_eq!(table.probe(0xdead_beef).map(|e| e.value), Some(33));
        assert!(table.probe(0xdead_beef + (1 << 40)).is_none());
    }
}
