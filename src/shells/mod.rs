//! The shells: they only present. Each turns its keys or lines into inputs for the driver and
//! shows or prints what the driver says; neither decides anything of the game.

pub mod terminal;
pub mod window;
