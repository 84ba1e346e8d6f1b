//! Principal variation search: iterative deepening, alpha-beta with a null window for every move
//! after the first, quiescence search over captures at the horizon, the transposition table,
//! move ordering (hash move, most valuable victim by least valuable attacker, killers, history),
//! null-move pruning, late-move reductions and a little futility pruning near the leaves.
//!
//! Values are centipawns for the side to move; a mate is `MATE` less the plies to it, so a
//! shorter mate is always preferred.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use shakmaty::{Chess, EnPassantMode, Move, MoveList, Position, Role, zobrist::Zobrist64};

use super::eval::{Value, evaluate, piece_value};
use super::see::exchange;
use super::tt::{Bound, Entry, Table, encode};

pub const MATE: Value = 32_000;
/// Values beyond this are mates.
pub const MATE_BOUND: Value = MATE - 1_000;
const INFINITY: Value = 32_500;
pub const MAX_PLY: usize = 100;
/// How often (in nodes) the clock and the stop flag are looked at: often enough to stop within
/// a fraction of a millisecond.
const CHECK_EVERY: u64 = 1024;
/// History scores stay within ± this, below the killers' ordering scores.
const HISTORY_MAX: i64 = 500_000;

/// The hash the search and the game's repetition history both use.
pub fn hash(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

pub(crate) fn child_hash(pos: &Chess, parent: u64, m: Move, child: &Chess) -> u64 {
    pos.update_zobrist_hash::<Zobrist64>(Zobrist64(parent), m, EnPassantMode::Legal)
        .map_or_else(|| hash(child), |z| z.0)
}

/// When to stop.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub max_depth: u32,
    /// Do not start another iteration after this.
    pub soft_deadline: Option<Instant>,
    /// Stop searching at once.
    pub hard_deadline: Option<Instant>,
    pub max_nodes: Option<u64>,
    /// Where the deadlines are read against.
    pub now: crate::engine::Now,
}

/// One completed (or usefully interrupted) iteration.
#[derive(Clone, Debug)]
pub struct Iteration {
    pub best: Move,
    pub value: Value,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

pub struct Searcher<'a> {
    tt: &'a mut Table,
    stop: &'a AtomicBool,
    budget: Budget,
    nodes: u64,
    aborted: bool,
    killers: [[u16; 2]; MAX_PLY + 1],
    /// By piece (colour × role) and target square: how often a quiet move cut the search off.
    history: Box<[[i32; 64]; 12]>,
    /// Hashes of the positions on the way here: the game's since its last capture or pawn move,
    /// then the search's own path. A position met again is a draw to the search.
    path: Vec<u64>,
    /// The root move that last raised alpha in the current iteration: kept when the iteration
    /// is interrupted, since it was searched through.
    root_best: Option<Move>,
}

impl<'a> Searcher<'a> {
    /// `game_hashes` are the hashes of the game's positions so far, the current one last.
    pub fn new(
        tt: &'a mut Table,
        stop: &'a AtomicBool,
        budget: Budget,
        game_hashes: &[u64],
    ) -> Searcher<'a> {
        tt.new_search();
        Searcher {
            tt,
            stop,
            budget,
            nodes: 0,
            aborted: false,
            killers: [[0; 2]; MAX_PLY + 1],
            history: Box::new([[0; 64]; 12]),
            // The root pushes its own hash when it searches.
            path: game_hashes
                .split_last()
                .map_or_else(Vec::new, |(_, before)| before.to_vec()),
            root_best: None,
        }
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Deepens until the budget is spent; calls `report` after every iteration. Always returns
    /// a legal move when there is one.
    pub fn think(&mut self, pos: &Chess, mut report: impl FnMut(&Iteration)) -> Option<Iteration> {
        let moves = pos.legal_moves();
        let first = *moves.first()?;
        let root_hash = hash(pos);
        let mut best = Iteration {
            best: first,
            value: 0,
            depth: 0,
            nodes: 0,
            pv: vec![first],
        };
        if moves.len() == 1 {
            // Nothing to think about; a quick look still gives a value to report.
            self.budget.max_depth = self.budget.max_depth.min(1);
        }
        let mut previous: Option<Value> = None;
        for depth in 1..=self.budget.max_depth.min(MAX_PLY as u32 - 1) {
            self.root_best = None;
            let value = match previous {
                Some(v) if depth >= 4 => self.aspiration(pos, root_hash, depth, v),
                _ => self.search(pos, root_hash, depth as i32, -INFINITY, INFINITY, 0, false),
            };
            let found = self
                .root_best
                .or_else(|| self.tt.probe(root_hash).and_then(|e| legal(&moves, e.best)));
            if self.aborted {
                // An interrupted iteration still counts when a move was searched through and
                // beat the window (the last best move is searched first).
                if let Some(m) = self.root_best
                    && m != best.best
                    && depth > 1
                {
                    best.best = m;
                    best.pv = vec![m];
                }
                break;
            }
            let Some(m) = found else { break };
            best = Iteration {
                best: m,
                value,
                depth,
                nodes: self.nodes,
                pv: self.principal_variation(pos, depth as usize),
            };
            report(&best);
            previous = Some(value);
            if value.abs() >= MATE_BOUND && depth as Value > (MATE - value.abs()) + 1 {
                break; // a forced mate found, and searched deep enough to be sure of it
            }
            if self
                .budget
                .soft_deadline
                .is_some_and(|d| (self.budget.now)() >= d)
            {
                break;
            }
        }
        best.nodes = self.nodes;
        Some(best)
    }

    /// The values of the root moves that come within `margin` of `best_value` (searched to
    /// `depth`); the others are left out. Used by the lower levels to pick among good moves.
    pub fn near_best(
        &mut self,
        pos: &Chess,
        depth: u32,
        best_value: Value,
        margin: Value,
    ) -> Vec<(Move, Value)> {
        let root_hash = hash(pos);
        let floor = best_value.saturating_sub(margin).max(-INFINITY + 1);
        let mut out = Vec::new();
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let h = child_hash(pos, root_hash, m, &child);
            self.path.push(root_hash);
            let value = -self.search(
                &child,
                h,
                depth as i32 - 1,
                -INFINITY,
                -(floor - 1),
                1,
                false,
            );
            self.path.pop();
            if self.aborted {
                break;
            }
            if value >= floor {
                out.push((m, value));
            }
        }
        out
    }

    fn aspiration(&mut self, pos: &Chess, hash: u64, depth: u32, around: Value) -> Value {
        let mut window = 35;
        loop {
            let alpha = (around - window).max(-INFINITY);
            let beta = (around + window).min(INFINITY);
            let value = self.search(pos, hash, depth as i32, alpha, beta, 0, false);
            if self.aborted || (value > alpha && value < beta) || window > 1000 {
                if !self.aborted && (value <= alpha || value >= beta) {
                    return self.search(pos, hash, depth as i32, -INFINITY, INFINITY, 0, false);
                }
                return value;
            }
            window *= 4;
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes.is_multiple_of(CHECK_EVERY) {
            let late = self
                .budget
                .hard_deadline
                .is_some_and(|d| (self.budget.now)() >= d);
            let too_many = self.budget.max_nodes.is_some_and(|n| self.nodes >= n);
            if late || too_many || self.stop.load(Ordering::Relaxed) {
                self.aborted = true;
            }
        }
        self.aborted
    }

    fn is_repetition(&self, hash: u64, halfmoves: u32) -> bool {
        let len = self.path.len();
        let reach = (halfmoves as usize).min(len);
        self.path[len - reach..]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|&h| h == hash)
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        pos: &Chess,
        hash: u64,
        mut depth: i32,
        mut alpha: Value,
        mut beta: Value,
        ply: usize,
        skip_null: bool,
    ) -> Value {
        let pv_node = beta - alpha > 1;
        if ply > 0 {
            if pos.halfmoves() >= 100
                || pos.is_insufficient_material()
                || self.is_repetition(hash, pos.halfmoves())
            {
                return 0;
            }
            // A mate already found nearer the root cannot be improved on here.
            alpha = alpha.max(-MATE + ply as Value);
            beta = beta.min(MATE - ply as Value - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let in_check = pos.is_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiescence(pos, hash, alpha, beta, ply);
        }
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }

        let entry = self.tt.probe(hash);
        let hash_move = entry.map_or(0, |e| e.best);
        if let Some(e) = entry
            && !pv_node
            && e.depth as i32 >= depth
            && let Some(value) = table_cutoff(&e, alpha, beta, ply)
        {
            return value;
        }

        // No move known from earlier searches: this node was not thought important before, and
        // a full-depth search without a good first move is costly — look one ply less deep.
        if hash_move == 0 && depth >= 4 {
            depth -= 1;
        }

        let static_eval = if in_check {
            -INFINITY
        } else {
            evaluate(pos.board(), pos.turn())
        };
        if !pv_node && !in_check && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta near the leaves, the opponent will not let it happen.
            if depth <= 6 && static_eval - 90 * depth >= beta {
                return static_eval;
            }
            // Null move: if passing still leaves us above beta, a real move will too (not with
            // only king and pawns, where passing can be the best move — zugzwang).
            if !skip_null
                && depth >= 3
                && static_eval >= beta
                && has_pieces(pos)
                && let Ok(passed) = pos.clone().swap_turn()
            {
                let reduction = 3 + depth / 6;
                let passed_hash = self::hash(&passed);
                self.path.push(hash);
                let value = -self.search(
                    &passed,
                    passed_hash,
                    depth - 1 - reduction,
                    -beta,
                    -beta + 1,
                    ply + 1,
                    true,
                );
                self.path.pop();
                if self.aborted {
                    return 0;
                }
                if value >= beta {
                    return if value >= MATE_BOUND { beta } else { value };
                }
            }
        }

        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as Value } else { 0 };
        }
        let mut scores = self.order(pos, &moves, hash_move, ply);
        let original_alpha = alpha;
        let mut best_value = -INFINITY;
        let mut best_code = 0;
        let mut quiets_tried: Vec<Move> = Vec::new();
        self.path.push(hash);
        for index in 0..moves.len() {
            let m = pick(&mut moves, &mut scores, index);
            let quiet = m.capture().is_none() && m.promotion().is_none();
            let mut child = pos.clone();
            child.play_unchecked(m);
            let gives_check = child.is_check();
            let quiet_late = quiet && !in_check && !gives_check && best_value > -MATE_BOUND;
            if !pv_node && quiet_late && index > 0 {
                // Late quiet moves near the leaves, far below alpha: not worth a look.
                if depth <= 3 && index >= 4 + 3 * (depth as usize) * (depth as usize) {
                    continue;
                }
                if depth <= 2 && static_eval + 110 + 130 * depth <= alpha {
                    continue;
                }
            }
            let h = child_hash(pos, hash, m, &child);
            let value = if index == 0 {
                -self.search(&child, h, depth - 1, -beta, -alpha, ply + 1, false)
            } else {
                let reduction = if quiet_late && depth >= 3 && index >= 3 {
                    let r = reduction(depth, index) - i32::from(pv_node);
                    r.clamp(0, depth - 2)
                } else {
                    0
                };
                let mut value = -self.search(
                    &child,
                    h,
                    depth - 1 - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                );
                if value > alpha && reduction > 0 {
                    value = -self.search(&child, h, depth - 1, -alpha - 1, -alpha, ply + 1, false);
                }
                if value > alpha && value < beta {
                    value = -self.search(&child, h, depth - 1, -beta, -alpha, ply + 1, false);
                }
                value
            };
            if self.aborted {
                self.path.pop();
                return 0;
            }
            if value > best_value {
                best_value = value;
                best_code = encode(&m);
            }
            if value > alpha {
                alpha = value;
                if ply == 0 {
                    self.root_best = Some(m);
                }
            }
            if alpha >= beta {
                if quiet {
                    self.remember_cutoff(pos, m, ply, depth, &quiets_tried);
                }
                break;
            }
            if quiet {
                quiets_tried.push(m);
            }
        }
        self.path.pop();
        if best_value == -INFINITY {
            // Every move was pruned: the position is not better than what the pruning assumed.
            return alpha;
        }
        self.remember(
            hash,
            depth as i16,
            best_value,
            best_code,
            (original_alpha, beta),
            ply,
        );
        best_value
    }

    /// Stores what a search of this position found. The bound says how far the value can be
    /// trusted: above the window it is only a lower bound, at or below it an upper one, and it is
    /// exact only when a move reached it (a quiet position's own evaluation is only a bound).
    fn remember(
        &mut self,
        hash: u64,
        depth: i16,
        best_value: Value,
        best_code: u16,
        (alpha, beta): (Value, Value),
        ply: usize,
    ) {
        let bound = if best_value >= beta {
            Bound::Lower
        } else if best_value > alpha && best_code != 0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry {
            key: hash,
            best: best_code,
            value: to_table(best_value, ply),
            depth,
            bound,
        });
    }

    /// Captures (and promotions) only, until the position is quiet: the static evaluation is
    /// not trusted while a piece hangs.
    fn quiescence(
        &mut self,
        pos: &Chess,
        hash: u64,
        mut alpha: Value,
        beta: Value,
        ply: usize,
    ) -> Value {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let entry = self.tt.probe(hash);
        if let Some(value) = entry.and_then(|e| table_cutoff(&e, alpha, beta, ply)) {
            return value;
        }
        let original_alpha = alpha;
        let in_check = pos.is_check();
        let stand = if in_check {
            -MATE + ply as Value
        } else {
            evaluate(pos.board(), pos.turn())
        };
        if ply >= MAX_PLY {
            return if in_check { 0 } else { stand };
        }
        if stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let hash_move = entry.map_or(0, |e| e.best);
        let mut moves = pos.legal_moves();
        if !in_check {
            moves.retain(|m| m.is_capture() || m.promotion() == Some(Role::Queen));
        }
        if in_check && moves.is_empty() {
            return -MATE + ply as Value;
        }
        let mut scores = self.order(pos, &moves, hash_move, MAX_PLY);
        let mut best = stand;
        let mut best_code = 0;
        for index in 0..moves.len() {
            let m = pick(&mut moves, &mut scores, index);
            if !in_check {
                if matches!(m.promotion(), Some(r) if r != Role::Queen) {
                    continue;
                }
                // A capture that loses material is no way out of trouble at the horizon.
                if m.promotion().is_none() && exchange(pos, &m) < 0 {
                    continue;
                }
                // Delta pruning: even winning this piece for nothing would not reach alpha.
                let gain = m.capture().map_or(0, piece_value)
                    + m.promotion()
                        .map_or(0, |r| piece_value(r) - piece_value(Role::Pawn));
                if stand + gain + 200 <= alpha {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let h = child_hash(pos, hash, m, &child);
            let value = -self.quiescence(&child, h, -beta, -alpha, ply + 1);
            if self.aborted {
                return 0;
            }
            if value > best {
                best = value;
                best_code = encode(&m);
            }
            if value > alpha {
                alpha = value;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.remember(hash, -1, best, best_code, (original_alpha, beta), ply);
        best
    }

    /// A score per move, best first when picked: hash move, good captures and promotions by
    /// victim and attacker, the killers of this ply, then the history of quiet moves.
    fn order(&self, pos: &Chess, moves: &MoveList, hash_move: u16, ply: usize) -> Vec<i32> {
        let killers = if ply <= MAX_PLY {
            self.killers[ply]
        } else {
            [0; 2]
        };
        moves
            .iter()
            .map(|m| {
                let code = encode(m);
                if code == hash_move && hash_move != 0 {
                    return 10_000_000;
                }
                if let Some(victim) = m.capture() {
                    let order = 10 * piece_value(victim) - role_rank(m.role());
                    // Losing captures after the killers, still before the other quiet moves.
                    return if exchange(pos, m) < 0 {
                        700_000 + order
                    } else {
                        1_000_000 + order
                    };
                }
                if let Some(promoted) = m.promotion() {
                    return 900_000 + piece_value(promoted);
                }
                if code == killers[0] {
                    return 800_000;
                }
                if code == killers[1] {
                    return 790_000;
                }
                self.history[piece_index(pos, m)][m.to() as usize]
            })
            .collect()
    }

    /// A quiet move cut the search off: a killer at this ply, and its history rises while the
    /// quiet moves tried before it (which did not) fall.
    fn remember_cutoff(&mut self, pos: &Chess, m: Move, ply: usize, depth: i32, tried: &[Move]) {
        let code = encode(&m);
        if ply <= MAX_PLY && self.killers[ply][0] != code {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = code;
        }
        let bonus = (depth * depth).min(400);
        self.adjust_history(pos, &m, bonus);
        for other in tried {
            self.adjust_history(pos, other, -bonus);
        }
    }

    /// History scores stay within ±HISTORY_MAX: each change is scaled down as the score nears
    /// the bound, so old successes fade as new ones come.
    fn adjust_history(&mut self, pos: &Chess, m: &Move, change: i32) {
        let slot = &mut self.history[piece_index(pos, m)][m.to() as usize];
        let change = i64::from(change) * 32;
        let now = i64::from(*slot);
        *slot = (now + change - now * change.abs() / HISTORY_MAX) as i32;
    }

    /// The expected line, read back from the table.
    fn principal_variation(&self, pos: &Chess, max: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut pos = pos.clone();
        let mut seen = Vec::new();
        while line.len() < max.max(1) {
            let h = hash(&pos);
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
            let Some(m) = self
                .tt
                .probe(h)
                .and_then(|e| legal(&pos.legal_moves(), e.best))
            else {
                break;
            };
            line.push(m);
            pos.play_unchecked(m);
        }
        line
    }
}

/// The legal move with this code, if any.
pub fn legal(moves: &MoveList, code: u16) -> Option<Move> {
    moves.iter().copied().find(|m| encode(m) == code)
}

/// Moves the best-scored remaining move to `index` and returns it (a selection sort that stops
/// early when a move cuts the search off, which is most of the time).
fn pick(moves: &mut MoveList, scores: &mut [i32], index: usize) -> Move {
    let mut best = index;
    for i in index + 1..moves.len() {
        if scores[i] > scores[best] {
            best = i;
        }
    }
    moves.swap(index, best);
    scores.swap(index, best);
    moves[index]
}

fn reduction(depth: i32, index: usize) -> i32 {
    (0.8 + (depth as f32).ln() * (index as f32).ln() / 2.3) as i32
}

fn role_rank(role: Role) -> i32 {
    role as i32
}

fn piece_index(pos: &Chess, m: &Move) -> usize {
    let colour = if pos.turn().is_white() { 0 } else { 6 };
    colour + m.role() as usize - 1
}

fn has_pieces(pos: &Chess) -> bool {
    let board = pos.board();
    let ours = board.by_color(pos.turn());
    !(ours & !board.pawns() & !board.kings()).is_empty()
}

/// The stored value, when what the table knows settles this node's window.
fn table_cutoff(entry: &Entry, alpha: Value, beta: Value, ply: usize) -> Option<Value> {
    let value = from_table(entry.value, ply);
    let settles = match entry.bound {
        Bound::Exact => true,
        Bound::Lower => value >= beta,
        Bound::Upper => value <= alpha,
    };
    settles.then_some(value)
}

/// Mate values are stored relative to the node, so they stay right when found again at
/// another distance from the root.
fn to_table(value: Value, ply: usize) -> Value {
    if value >= MATE_BOUND {
        value + ply as Value
    } else if value <= -MATE_BOUND {
        value - ply as Value
    } else {
        value
    }
}

fn from_table(value: Value, ply: usize) -> Value {
    if value >= MATE_BOUND {
        value - ply as Value
    } else if value <= -MATE_BOUND {
        value + ply as Value
    } else {
        value
    }
}
