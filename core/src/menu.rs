//! The window's menu bar: the app's commands grouped as a player looks for them (Game, Board,
//! Clock, the arbiter's in a tournament, View, Help), each with its keys. F10 opens it; Left and
//! Right go from menu to menu, Up and Down through a menu, Enter carries the command out (the
//! same command its keys give), Escape closes it. Each step is said: "Game menu: a new game,
//! Ctrl+n, 1 of 8".

use crate::message::{Arg, Message};
use crate::{
    keymap::{
        Act, ArbiterKey, Command, Context, Explore, Keymap, Learn, OnlineKey, SoundKey, ViewKey,
    },
    session::Setup,
};

/// One menu of the bar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuGroup {
    /// Its title's message id (`menu-game`).
    pub title: &'static str,
    pub items: Vec<Command>,
}

/// The menus of a game: the arbiter's only in a tournament.
pub fn menus(setup: &Setup) -> Vec<MenuGroup> {
    let group = |title, items: &[Command]| MenuGroup {
        title,
        items: items.to_vec(),
    };
    let mut menus = vec![
        group(
            "menu-game",
            &[
                Command::NewGame,
                Command::Review,
                Command::Settings,
                Command::SaveScoresheet,
                Command::Act(Act::OfferDraw),
                Command::Act(Act::ClaimDraw),
                Command::Act(Act::Resign),
                // Online only: what a game on lichess asks of it besides.
                Command::Online(OnlineKey::Takeback),
                Command::Online(OnlineKey::Decline),
                Command::Online(OnlineKey::Abort),
                Command::Online(OnlineKey::Chat),
                Command::Act(Act::Adjourn),
                Command::Evaluate,
            ],
        ),
        group(
            "menu-board",
            &[
                Command::Explore(Explore::SwitchBoard),
                Command::Explore(Explore::LastMove),
                Command::Explore(Explore::PreviousMove),
                Command::Explore(Explore::NextMove),
                Command::Explore(Explore::WhoseTurn),
                Command::Explore(Explore::Pending),
                Command::Explore(Explore::Incidents(true)),
                Command::Act(Act::Reconcile),
            ],
        ),
        group(
            "menu-clock",
            &[
                Command::Act(Act::PressClock),
                Command::Act(Act::PauseClock),
                Command::Explore(Explore::Clocks),
                Command::Explore(Explore::TimeUsed),
                Command::Sound(SoundKey::OnOff),
                Command::Sound(SoundKey::Louder),
                Command::Sound(SoundKey::Softer),
            ],
        ),
    ];
    if setup.fair_play() {
        menus.push(group(
            "menu-arbiter",
            &[
                Command::Arbiter(ArbiterKey::Open),
                Command::Act(Act::ClaimFlag),
                Command::Act(Act::ReportTouch),
            ],
        ));
    }
    menus.push(group(
        "menu-view",
        &[
            Command::View(ViewKey::ZoomIn),
            Command::View(ViewKey::ZoomOut),
            Command::View(ViewKey::ZoomReset),
            Command::View(ViewKey::Theme),
            Command::View(ViewKey::Layout),
            Command::View(ViewKey::FullScreen),
        ],
    ));
    // Training at home only (§11.3.1): not offered beside a tournament game.
    if !setup.fair_play() {
        let learn: Vec<Command> = Learn::all().into_iter().map(Command::Learn).collect();
        menus.push(group("menu-learn", &learn));
    }
    menus.push(group(
        "menu-help",
        &[Command::Help, Command::HelpAll, Command::RepeatLast],
    ));
    // A game offers only what means something in it: no arbiter's steps at home.
    for menu in &mut menus {
        menu.items
            .retain(|&command| crate::help::offered(command, setup));
    }
    menus
}

/// The open menu: which menu, which item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    pub groups: Vec<MenuGroup>,
    pub group: usize,
    pub item: usize,
}

/// A move in the open menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuMove {
    NextMenu,
    PreviousMenu,
    NextItem,
    PreviousItem,
}

impl Menu {
    /// The menu bar opened on its first menu.
    pub fn open(setup: &Setup) -> Menu {
        Menu {
            groups: menus(setup),
            group: 0,
            item: 0,
        }
    }

    /// Opened on the menu `group` (a click on its title).
    pub fn open_at(setup: &Setup, group: usize) -> Menu {
        let mut menu = Menu::open(setup);
        menu.group = group.min(menu.groups.len().saturating_sub(1));
        menu
    }

    /// The command of the item the menu is on.
    pub fn chosen(&self) -> Option<Command> {
        self.groups.get(self.group)?.items.get(self.item).copied()
    }

    /// Moves through the menus (wrapping around); says where it is.
    pub fn step(&mut self, step: MenuMove, keymap: &Keymap) -> Message {
        let groups = self.groups.len().max(1);
        match step {
            MenuMove::NextMenu => {
                self.group = (self.group + 1) % groups;
                self.item = 0;
                return self.said(keymap);
            }
            MenuMove::PreviousMenu => {
                self.group = (self.group + groups - 1) % groups;
                self.item = 0;
                return self.said(keymap);
            }
            MenuMove::NextItem | MenuMove::PreviousItem => {}
        }
        let items = self
            .groups
            .get(self.group)
            .map_or(1, |g| g.items.len().max(1));
        self.item = match step {
            MenuMove::NextItem => (self.item + 1) % items,
            _ => (self.item + items - 1) % items,
        };
        self.item_said(keymap)
    }

    /// The menu's title and the item it is on: what is said as a menu opens.
    pub fn said(&self, keymap: &Keymap) -> Message {
        let title = self.groups.get(self.group).map_or("menu-game", |g| g.title);
        Message::Ui(
            "menu-open",
            vec![
                ("menu", Arg::Message(Box::new(Message::ui(title)))),
                ("item", Arg::Message(Box::new(self.item_said(keymap)))),
            ],
        )
    }

    /// The item: what it does, its keys, its place.
    pub fn item_said(&self, keymap: &Keymap) -> Message {
        let Some(command) = self.chosen() else {
            return Message::ui("menu-closed");
        };
        let count = self.groups.get(self.group).map_or(0, |g| g.items.len());
        let keys = keys_of(keymap, command);
        let label = (
            "label",
            Arg::Message(Box::new(Message::ui(command.help_id()))),
        );
        let place = [
            ("n", Arg::Number(self.item as u64 + 1)),
            ("count", Arg::Number(count as u64)),
        ];
        // An item only the menu gives (Learn's) has no keys to say.
        if keys.is_empty() {
            let mut args = vec![label];
            args.extend(place);
            return Message::Ui("menu-item-no-keys", args);
        }
        let mut args = vec![label, ("keys", Arg::Key(keys))];
        args.extend(place);
        Message::Ui("menu-item", args)
    }
}

/// The keys of a command on the board, as they are written ("Ctrl+n"); none for a command
/// reached only through the menu.
pub fn keys_of(keymap: &Keymap, command: Command) -> String {
    keymap
        .table(Context::Board)
        .iter()
        .filter(|b| b.command == command)
        .map(|b| b.chord.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        session::Mode,
        ui_text::{UiLanguage, UiText},
        vocab::{VocabId, Vocabulary},
    };

    fn said(message: &Message, language: UiLanguage) -> String {
        message.render(Vocabulary::get(VocabId::Fide), UiText::get(language))
    }

    #[test]
    fn the_menus_are_walked_and_said_with_their_keys() {
        let keymap = Keymap::default();
        let mut menu = Menu::open(&Setup::default());
        let en = UiLanguage::En;
        assert_eq!(
            said(&menu.said(&keymap), en),
            "Game menu: a new game: the new-game dialog, Ctrl+n, 1 of 8"
        );
        assert_eq!(
            said(&menu.step(MenuMove::PreviousItem, &keymap), en),
            "how the position stands and the best move (the computer's judgement: at home, or after \
             the game), Ctrl+e, 8 of 8"
        );
        assert_eq!(menu.chosen(), Some(Command::Evaluate));
        assert!(said(&menu.step(MenuMove::NextMenu, &keymap), en).starts_with("Board menu: "));
        assert!(said(&menu.step(MenuMove::PreviousMenu, &keymap), en).starts_with("Game menu: "));
        // At home there is no arbiter's menu (Game, Board, Clock, View, Learn, Help), and no
        // tournament's steps: adjourning, the scoresheets compared, the incident log.
        assert_eq!(menu.groups.len(), 6);
        let items: Vec<Command> = menu.groups.iter().flat_map(|g| g.items.clone()).collect();
        for absent in [
            Command::Act(Act::Adjourn),
            Command::Act(Act::Reconcile),
            Command::Explore(Explore::Incidents(true)),
        ] {
            assert!(!items.contains(&absent), "{absent:?} in a home game's menu");
        }
        let tournament = Setup {
            mode: Mode::Tournament { assistant: false },
            ..Setup::default()
        };
        let menu = Menu::open_at(&tournament, 3);
        assert!(said(&menu.said(&keymap), en).starts_with("Arbiter menu: "));
        assert!(!menu.groups.iter().any(|g| g.title == "menu-learn"));
    }

    #[test]
    fn an_online_game_s_menu_has_lichess_s_requests_with_their_keys_and_a_home_game_s_none() {
        let keymap = Keymap::default();
        let online = Setup {
            online: Some(crate::setup::OnlineGame {
                id: "g1".into(),
                color: shakmaty::Color::White,
                rated: false,
                days_per_move: None,
            }),
            ..Setup::default()
        };
        let takeback = Command::Online(OnlineKey::Takeback);
        let game = &menus(&online)[0].items;
        for key in [
            OnlineKey::Takeback,
            OnlineKey::Decline,
            OnlineKey::Abort,
            OnlineKey::Chat,
        ] {
            assert!(game.contains(&Command::Online(key)), "{key:?}: {game:?}");
        }
        let mut menu = Menu::open(&online);
        menu.item = game.iter().position(|&c| c == takeback).unwrap();
        assert_eq!(
            said(&menu.item_said(&keymap), UiLanguage::En),
            format!(
                "propose a takeback, or accept the opponent's, Ctrl+Shift+b, {} of {}",
                menu.item + 1,
                game.len()
            )
        );
        let home: Vec<Command> = menus(&Setup::default())
            .iter()
            .flat_map(|g| g.items.clone())
            .collect();
        assert!(!home.iter().any(|c| matches!(c, Command::Online(_))));
    }

    #[test]
    fn the_learn_menu_at_home_says_each_training_in_every_language_without_keys() {
        let keymap = Keymap::default();
        let home = Setup::default();
        let learn = menus(&home)
            .iter()
            .position(|g| g.title == "menu-learn")
            .expect("a Learn menu at home");
        for language in UiLanguage::ALL {
            let mut menu = Menu::open_at(&home, learn);
            let count = menu.groups[learn].items.len();
            assert_eq!(
                count, 20,
                "lessons, 7 drills untimed and timed, puzzles, few pieces, mistakes, going over, \
                 progress"
            );
            for n in 1..=count {
                let text = said(&menu.item_said(&keymap), language);
                assert!(
                    !text.contains('{') && !text.contains("key-") && !text.contains("train-"),
                    "{text}"
                );
                assert!(text.contains(&n.to_string()), "{text}");
                menu.step(MenuMove::NextItem, &keymap);
            }
        }
        let menu = Menu::open_at(&home, learn);
        assert_eq!(
            said(&menu.said(&keymap), UiLanguage::En),
            "Learn menu: lessons by doing: the next level not yet done, 1 of 20"
        );
    }

    #[test]
    fn every_item_is_said_in_every_language_and_has_a_key() {
        let keymap = Keymap::default();
        let tournament = Setup {
            mode: Mode::Tournament { assistant: false },
            ..Setup::default()
        };
        for language in UiLanguage::ALL {
            let mut menu = Menu::open(&tournament);
            for _ in 0..menu.groups.len() {
                for _ in 0..menu.groups[menu.group].items.len() {
                    let text = said(&menu.step(MenuMove::NextItem, &keymap), language);
                    assert!(!text.contains('{') && !text.contains("menu-"), "{text}");
                    let command = menu.chosen().unwrap();
                    assert!(
                        !keys_of(&keymap, command).is_empty(),
                        "{command:?} has no key"
                    );
                }
                let text = said(&menu.step(MenuMove::NextMenu, &keymap), language);
                assert!(!text.contains('{') && !text.contains("menu-"), "{text}");
            }
        }
    }
}
