//! What is said when: the speech priorities as a pure queue. Who says it (system speech, the
//! silent fallback, a recorder) is the shell's business.

pub mod queue;
