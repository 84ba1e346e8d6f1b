//! Who speaks when: the speech priorities of the product, as a pure queue. It is told what is to be
//! said (with a priority) and when the speaker has finished, and answers with what the speech
//! backend must do: stop, or speak a text.
//!
//! - A move announcement (or any game event) interrupts exploration chatter, and is never cut
//!   itself: a second announcement waits for the first.
//! - Exploration chatter ("Felix drei, weißer Springer") is cut by anything newer; only the latest
//!   chatter waits behind an announcement.
//! - The time said with a clock cue never cuts anything: it waits, and only the latest waits.
//! - The last announcement can always be said again.

use std::collections::VecDeque;

/// How urgent a text is, and what it may interrupt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Priority {
    /// Exploring the board or the menus: cut by anything newer.
    Chatter,
    /// Said with a clock cue: waits behind everything, never cuts.
    Cue,
    /// A move or a game event: cuts chatter and cue talk, is never cut.
    Announcement,
}

/// What the speech backend must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpeechAction {
    /// Stop what is being said now.
    Stop,
    Speak(String),
}

/// The speaking state and what waits.
#[derive(Clone, Debug, Default)]
pub struct SpeechQueue {
    speaking: Option<Priority>,
    waiting: VecDeque<(Priority, String)>,
    last_announcement: Option<String>,
}

impl SpeechQueue {
    pub fn new() -> SpeechQueue {
        SpeechQueue::default()
    }

    /// What is being said now, by priority (`None` when silent).
    pub fn speaking(&self) -> Option<Priority> {
        self.speaking
    }

    /// `text` is to be said with `priority`.
    pub fn say(&mut self, text: String, priority: Priority) -> Vec<SpeechAction> {
        if priority == Priority::Announcement {
            self.last_announcement = Some(text.clone());
        }
        match self.speaking {
            None => self.start(text, priority),
            Some(now) if cuts(priority, now) => {
                // What was cut, and exploration chatter waiting, is stale now.
                self.waiting.retain(|(p, _)| *p != Priority::Chatter);
                let mut actions = vec![SpeechAction::Stop];
                actions.extend(self.start(text, priority));
                actions
            }
            Some(_) => {
                if priority != Priority::Announcement {
                    // Only the latest of the cheaper kinds is worth waiting.
                    self.waiting.retain(|(p, _)| *p != priority);
                }
                self.waiting.push_back((priority, text));
                self.waiting
                    .make_contiguous()
                    .sort_by_key(|(p, _)| std::cmp::Reverse(*p));
                Vec::new()
            }
        }
    }

    /// The backend has finished speaking: the next waiting text, if any.
    pub fn finished(&mut self) -> Vec<SpeechAction> {
        self.speaking = None;
        match self.waiting.pop_front() {
            Some((priority, text)) => self.start(text, priority),
            None => Vec::new(),
        }
    }

    /// Say the last announcement again (as an announcement: it cuts chatter).
    pub fn repeat_last(&mut self) -> Vec<SpeechAction> {
        match self.last_announcement.clone() {
            Some(text) => self.say(text, Priority::Announcement),
            None => Vec::new(),
        }
    }

    fn start(&mut self, text: String, priority: Priority) -> Vec<SpeechAction> {
        self.speaking = Some(priority);
        vec![SpeechAction::Speak(text)]
    }
}

/// Whether something new of priority `new` interrupts what is being said at `now`.
fn cuts(new: Priority, now: Priority) -> bool {
    match (new, now) {
        (_, Priority::Announcement) => false,
        (Priority::Announcement, _) => true,
        (Priority::Chatter, Priority::Chatter) => true,
        (Priority::Cue, _) | (Priority::Chatter, Priority::Cue) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn speak(text: &str) -> SpeechAction {
        SpeechAction::Speak(text.to_string())
    }

    #[test]
    fn a_move_announcement_cuts_exploration_chatter() {
        let mut q = SpeechQueue::new();
        q.say("Felix drei, weißer Springer".into(), Priority::Chatter);
        let actions = q.say("Springer Felix sechs".into(), Priority::Announcement);
        assert_eq!(actions, [SpeechAction::Stop, speak("Springer Felix sechs")]);
        assert_eq!(q.finished(), []);
    }

    #[test]
    fn newer_chatter_replaces_older_chatter() {
        let mut q = SpeechQueue::new();
        q.say("Eva eins".into(), Priority::Chatter);
        let actions = q.say("Felix eins".into(), Priority::Chatter);
        assert_eq!(actions, [SpeechAction::Stop, speak("Felix eins")]);
    }

    #[test]
    fn waiting_cue_talk_survives_when_chatter_is_cut() {
        let mut q = SpeechQueue::new();
        q.say("Eva eins".into(), Priority::Chatter);
        q.say("3 Minuten".into(), Priority::Cue);
        q.say("Springer Felix sechs".into(), Priority::Announcement);
        assert_eq!(q.finished(), [speak("3 Minuten")]);
    }

    #[test]
    fn an_announcement_is_never_cut_and_the_next_waits_for_it() {
        let mut q = SpeechQueue::new();
        q.say("Bauer Eva vier".into(), Priority::Announcement);
        assert_eq!(q.say("Bauer Eva fünf".into(), Priority::Announcement), []);
        assert_eq!(q.say("5 Minuten".into(), Priority::Cue), []);
        assert_eq!(q.say("Eva eins".into(), Priority::Chatter), []);
        assert_eq!(q.finished(), [speak("Bauer Eva fünf")]);
        assert_eq!(
            q.finished(),
            [speak("5 Minuten")],
            "cue talk before chatter"
        );
        assert_eq!(q.finished(), [speak("Eva eins")]);
        assert_eq!(q.finished(), []);
        assert_eq!(q.speaking(), None);
    }

    #[test]
    fn cue_talk_never_cuts_and_only_the_latest_waits() {
        let mut q = SpeechQueue::new();
        q.say("Felix drei".into(), Priority::Chatter);
        assert_eq!(q.say("5 Minuten".into(), Priority::Cue), []);
        assert_eq!(q.say("4 Minuten".into(), Priority::Cue), []);
        assert_eq!(q.finished(), [speak("4 Minuten")]);
        // An announcement cuts cue talk.
        let actions = q.say("Dame Hector fünf, Schach".into(), Priority::Announcement);
        assert_eq!(
            actions,
            [SpeechAction::Stop, speak("Dame Hector fünf, Schach")]
        );
    }

    #[test]
    fn the_last_announcement_can_always_be_repeated() {
        let mut q = SpeechQueue::new();
        assert_eq!(q.repeat_last(), []);
        q.say("Kurze Rochade".into(), Priority::Announcement);
        q.finished();
        q.say("Gustav eins, weißer König".into(), Priority::Chatter);
        assert_eq!(
            q.repeat_last(),
            [SpeechAction::Stop, speak("Kurze Rochade")]
        );
    }
}
