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

/// Two entries per bucket: the first keeps the deepest knowledge of this search, the second
/// always takes the newest, so a flood of shallow entries (the quiescence search stores too)
/// cannot push out what a deep search learnt, and nothing new is ever refused a place.
pub struct Table {
    buckets: Vec<[Option<(Entry, u8)>; 2]>,
    mask: usize,
    /// Which search an entry comes from: entries of an earlier move give way first.
    age: u8,
}

impl Table {
    /// A table of about `megabytes` MB (rounded down to a power of two buckets).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<[Option<(Entry, u8)>; 2]>();
        let size = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            buckets: vec![[None; 2]; size],
            mask: size - 1,
            age: 0,
        }
    }

    pub fn clear(&mut self) {
        self.buckets.fill([None; 2]);
        self.age = 0;
    }

    /// A new search begins: what the earlier ones stored stays usable but may be replaced.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.buckets[key as usize & self.mask]
            .iter()
            .flatten()
            .map(|(e, _)| *e)
            .find(|e| e.key == key)
    }

    /// The same position keeps the deeper of the old and new knowledge (an exact value always
    /// replaces); another position goes to the first slot when it is deeper than what an
    /// earlier search left there, else to the second.
    pub fn store(&mut self, entry: Entry) {
        let age = self.age;
        let bucket = &mut self.buckets[entry.key as usize & self.mask];
        if let Some(slot) = bucket
            .iter_mut()
            .find(|s| s.is_some_and(|(e, _)| e.key == entry.key))
        {
            if let Some((old, _)) = slot
                && old.depth > entry.depth
                && entry.bound != Bound::Exact
            {
                // Keep the deeper bound, but remember the move that worked now.
                if entry.bound == Bound::Lower && entry.best != 0 {
                    old.best = entry.best;
                }
                return;
            }
            *slot = Some((entry, age));
            return;
        }
        let first_gives_way = match bucket[0] {
            None => true,
            Some((old, old_age)) => old_age != age || entry.depth >= old.depth,
        };
        if first_gives_way {
            bucket[1] = bucket[0];
            bucket[0] = Some((entry, age));
        } else {
            bucket[1] = Some((entry, age));
        }
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

    #[test]
    fn shallow_entries_do_not_push_out_a_deep_one_of_the_same_search() {
        let mut table = Table::new(1);
        let entry = |key: u64, depth: i16| Entry {
            key,
            best: 1,
            value: 0,
            depth,
            bound: Bound::Lower,
        };
        let stride = (table.mask as u64) + 1;
        table.store(entry(5, 9));
        for n in 1..20 {
            table.store(entry(5 + n * stride, 0));
        }
        assert_eq!(table.probe(5).map(|e| e.depth), Some(9));
        assert_eq!(table.probe(5 + 19 * stride).map(|e| e.depth), Some(0));
        // A later search may replace it.
        table.new_search();
        table.store(entry(5 + 20 * stride, 1));
        table.store(entry(5 + 21 * stride, 1));
        assert!(table.probe(5).is_none());
    }
}
