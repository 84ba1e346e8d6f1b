# Annabella's interface text in English (the announcements have their own vocabularies in
# locales/announce/). Every other file in this folder has the same messages.
meta-language = en
meta-language-name = English

color-white = White
color-black = Black

audio-no-device = No sound: { $reason }. The clock sounds are off; everything else works.
audio-stream-failed = The sound stopped: { $reason }.
audio-assistant-device-missing = The assistant's sound device is missing ({ $reason }); the assistant's cues play on the main output.

speech-unavailable = No speech: { $reason }. Everything said is still shown as text. On Debian or Ubuntu, install it with: sudo apt-get install speech-dispatcher speech-dispatcher-espeak-ng espeak-ng
speech-unavailable-windows = No speech: { $reason }. Everything said is still shown as text, and a running screen reader (NVDA, JAWS, Narrator) reads it. Windows' own voices are added under Settings, Time and language, Speech.

sound-dot = One soft bell: a 5-minute mark of remaining time (a raised dot).
sound-double-dot = Two bells: a quarter hour (two raised dots).
sound-flag-minute = A slow rising tone: the flag is rising; each minute of the last five.
sound-flag-ten-seconds = A fast rising chirp: each ten seconds of the last minute.
sound-flag-second = A short tick: each second of the last ten.
sound-flag-fall = A falling alarm and a low buzz: the flag has fallen.

clock-ready = Time control { $control } ({ $class ->
    [blitz] blitz
    [rapid] rapid
   *[standard] standard
}). Press Enter to start { $color }'s clock; h for help.
clock-untimed = No time control: the clock measures the time each player uses. Press Enter to start { $color }'s clock; h for help.
clock-help = Enter: the player to move has completed the move (presses the clock). t: tell the times and moves. p: pause or resume. q: quit.
clock-running = { $color }'s clock is running.
clock-paused = Clock paused.
clock-resumed = Clock running again.
clock-error-not-started = The clock has not been started: press Enter.
clock-error-paused = The clock is paused: p resumes it.
clock-pause-arbiter = In a tournament only the arbiter stops the clocks.
clock-unknown-key = Unknown key { $key }. h for help.

# ---- The game session ------------------------------------------------------------------------
game-start-named = { $mode ->
    [tournament] Tournament game
   *[home] New game
}: { $white } with White, { $black } with Black; { $control }. { $players ->
    [two] Two players at this computer.
   *[you] You play { $color }.
} { $help }
game-start = { $mode ->
    [tournament] Tournament game
   *[home] New game
}, { $control }. { $players ->
    [two] Two players at this computer.
   *[you] You play { $color }.
} { $help }
help-hint = { $input ->
    [lines] /help for the commands.
   *[keys] F1 or h for the keys.
}
game-on = { $players ->
    [two] Game on: two players at this computer.
   *[you] Game on: you play { $color }.
} { $help }
game-untimed = no clock
unknown-key = { $key } does nothing here. F1 for the keys.
focus-entry = Move entry: type a move and press Enter. Escape goes back to the board.
help-intro = Keys { $context ->
    [move-entry] in the move entry
    [promotion] for the promotion piece
    [arbiter] in the arbiter's panel
   *[board] on the board
}
help-type-any = Type a move in any form: { $knight }, Nf3, g1-f3, { $pawn }, e4, { $castle }, O-O. /moves lists the moves so far, /fen gives the position, /quit ends.
unknown-command = { $command } is not a command. /help lists them.
help-line = { $keys }: { $what }
help-keys-or-line = { $keys } (or { $line } in the move field)
help-online = { $input ->
    [lines] On lichess: { $takeback } takeback, { $decline } decline an offer, { $abort } abort, { $chat } and your words to chat.
   *[keys] On lichess: { $takeback } takeback, { $decline } decline an offer, { $abort } abort, { $chat } chat; typed in the move field: { $lines }.
}
nothing-said = Nothing has been announced yet.
clock-set = { $color }'s clock set to { $time }.
sheet-gap = { $color }'s scoresheet has { $n ->
    [one] no move yet
   *[other] moves up to { $n }
}: write move { $n } first.
sheet-written = { $color }'s scoresheet, move entry { $n }, written.

# Exploring
square = { $square }, { $piece }
board-edge = Edge of the board.
scan = { $squares }
no-piece = No { $piece }.
pieces-of = { $piece }: White { $whites ->
    [0] none
   *[other] { $white }
}; Black { $blacks ->
    [0] none
   *[other] { $black }
}.
line = { $pieces }
line-empty = All empty.
side-title = { $color }, { $count ->
    [1] one piece
   *[other] { $count } pieces
}:
side-group = { $piece } { $squares }
side-kind = { $piece }: { $squares }
error-line-place = "{ $words }" is not { $place ->
    [square] a square
    [rank] a rank
    [file] a file
   *[pieces] a colour or a kind of piece
}. For example: { $example }
no-piece-here = { $square } is empty.
piece-moves = { $piece }: { $moves }
piece-no-moves = { $piece } has no legal move.
piece-no-captures = { $piece } can capture nothing.
square-control = { $square }: White { $whites ->
    [0] none
   *[other] { $white }
}; Black { $blacks ->
    [0] none
   *[other] { $black }
}.
view = { $view ->
    [tactile] Your board
    [sighted] The other board
   *[game] The game
}.
view-only-game = There is only the game: no player keeps a board beside the app.
nothing-pending = Nothing pending: your board shows the game.
move-in-list = { $number }. { $color }: { $move }
move-with-clock = { $move }; { $time } left
no-moves-yet = No moves yet.
list-start = Start of the game.
list-end = End of the move list.
whose-turn = { $color } to move, move { $number }.
clocks = White { $white }; Black { $black }; { $moves }.
clocks-untimed = Time used: White { $white }; Black { $black }; { $moves }.
material = Material: White { $white }, Black { $black }.

# The move on the board (Appendix D.2.1-D.2.5)
lift-empty = { $square } is empty: nothing to lift.
lifted = { $piece } lifted. To: { $moves }.
lifted-no-moves = { $piece } lifted; it has no legal move: put it back with Escape.
lifted-free = { $piece } lifted.
remove-empty = { $square } is empty: nothing to remove.
removed = { $piece } removed.
remove-own = Your own piece stands on { $square }: Enter lifts it.
remove-no-capture = No move of yours takes { $piece }.
place-occupied = { $piece } stands there: remove it first with x.
place-own-piece = Your own { $piece } stands there.
placed-free = { $piece } placed.
placed = { $move } placed. Announce it with a.
placed-remove = { $move } placed. Now remove the captured { $piece } with x.
put-back = Put back.
nothing-lifted = Nothing is lifted.
nothing-lifted-place-first = A piece is still in your hand: place it first.
choose-promotion = Which piece? q queen, r rook, b bishop, n knight.
touch-move = Touch-move: you touched { $piece }; it must move.
not-your-turn = It is { $color }'s turn.
missing-place = Place { $piece } first.
missing-move = { $input ->
    [lines] Make your move first: type it, like Nf3.
   *[keys] Make your move first: lift a piece with Enter and place it, or type the move.
}
missing-pending = First make { $move } on your board; press c when it is done.
missing-remove = Remove the captured { $piece } first, with x.
missing-not-legal = Your board shows no legal move: { $differences }. Escape puts it back.
corrected = Correction
wait-repetition = { $color } must first repeat the move and make it on their board: c.
wait-press = { $color } has not pressed the clock yet.
repeated = { $color } repeated the move.
made-on-board = { $move }: done on { $board ->
    [tactile] your board
   *[sighted] the other board
}.
no-clock = This game has no clock.
press-not-announced = Announce { $move } first, with a.
press-too-early = Not yet. { $missing }
nothing-to-correct = No move has been announced.
correct-too-late = The clock has been pressed: the announcement can no longer be corrected (Appendix D.2.8).
correct-type = Correcting { $move }: type the move that was meant, and Enter.
correct-same = That is the move already announced.
sheets-agree = Both scoresheets agree{ $n ->
    [0] {""}
   *[other] , { $n } moves
}: the game stands as they say.
sheets-differ = The scoresheets differ from { $color }'s move { $number }: the game goes back to the last move both agree on. The arbiter sets the clocks.
put-right = Put the board right, then press c.
claim-wrong = No draw can be claimed now.
claim-wrong-penalty = No draw can be claimed now: { $color } gets { $time } more.
resign-confirm = { $color } resigns? { $input ->
    [lines] /resign again resigns.
   *[keys] Press again to resign.
}

# What each key does (spoken by the help key)
key-cursor = move over the board, seen from your side
key-scan = read the squares in that direction up to the first piece
key-jump-rank = jump to that rank
key-jump-file = jump to that file, 1 is Anna
key-next-piece = the next of your pieces of that kind: k king, q queen, r rook, b bishop, n knight, p pawn
key-next-opponent-piece = the next of your opponent's pieces of that kind
key-list-pieces = every piece of that kind, both colours
key-side-pieces = the pieces of one side: every kind, or one kind
key-read-board = the whole board in words, kind by kind
key-read-square = read the square
key-read-rank = read the whole rank
key-read-file = read the whole file
key-piece-moves = the legal moves of the piece on the square, captures first
key-piece-captures = only its captures
key-attackers = which pieces of each colour attack the square
key-lift-place = lift the piece, or place the lifted piece here
key-remove = remove a captured piece
key-put-back = put the lifted piece back
key-announce = announce the move made on your board
key-confirm = the move was repeated and made on the other board; or: my board shows the game now
key-press-clock = press the clock
key-pause-clock = stop both clocks, or start them again (in a tournament the arbiter does this)
key-correct = correct the announced move, until the clock is pressed
key-promote = the new piece: q queen, r rook, b bishop, n knight
key-cancel-promotion = take the pawn back
key-switch-board = switch between your board, the other board and the game
key-differences = compare this board with the game, square by square
key-pending = what is still to be done on your board
key-reconcile = compare both scoresheets and repair the game (arbiter)
key-last-move = the last move
key-previous-move = the previous move in the list
key-next-move = the next move in the list
key-whose-turn = whose turn it is
key-clocks = both clocks and the moves played
key-move-count = the number of moves played
key-material = the material of each side
key-offer-draw = offer a draw, or accept the offer
key-claim-draw = claim a draw
key-resign = resign (press twice)
key-evaluate = how the position stands and the best move (the computer's judgement: at home, or after the game)
key-help = help for this moment; pressed again, every key
key-repeat = repeat the last announcement
key-verbosity = say more or less after each move: brief, normal and full in turn
key-focus-entry = go to the move entry
key-focus-board = back to the board

# The window
window-title = Annabella: chess for everyone, FIDE Appendix D
view-title = { $view ->
    [exercise] The exercise's board
    [own] Your board
    [other] The other board
   *[game] The game
}
window-clocks = Clocks
window-clock = { $color }: { $time }
window-moves = Moves
window-entry = Move:
window-entry-hint = Type a move and press Enter. Escape goes back to the board.
window-log = Everything said
window-announce = Announce
window-confirm = Confirm
window-press-clock = Press the clock
window-switch-board = Switch board
window-repeat = Repeat
window-help = Keys
key-hint = key { $keys }
window-arbiter = Arbiter…
window-arbiter-panel = Arbiter's panel
window-arbiter-entry = Arbiter's action:
window-arbiter-pause = Stop or restart the clocks
window-arbiter-log = Read the incident log
window-arbiter-close = Close the panel
window-incidents = Incident log
window-large-text = For the hearing-impaired player
window-no-display = No display to open a window on ({ $reason }); playing at the terminal instead.

# The computer opponent
engine-error-not-started = The engine { $program } could not be started: { $reason }.
engine-error-no-answer = The engine { $program } did not answer (waiting for { $waiting }).
engine-error-flooded = The engine { $program } said too much while it was waited for ({ $lines } lines, waiting for { $waiting }): it was given up on.
engine-error-illegal-move = The engine { $program } named a move that is not legal here: { $move }.
engine-error-unreadable = The engine { $program } sent something that is not a move: { $line }
engine-error-died = The engine { $program } stopped running.
engine-error-no-lines = The engine { $program } named its move without scoring any (no “info … score … pv” line), so it cannot judge a position. Use a UCI engine that gives them, such as Stockfish.
engine-error-no-legal-move = There is no move to play: the game is over.
match-start = { $first } against { $second }: { $games } games, { $time } a move or clock.
match-game = Game { $number }: { $white } – { $black } { $result } ({ $termination }, { $moves } moves)
match-score = Score: { $first } { $points } – { $other } { $second } after { $games } games (+{ $wins } ={ $draws } −{ $losses }); Elo difference { $elo } ± { $margin }
match-score-no-margin = Score: { $first } { $points } – { $other } { $second } after { $games } games (+{ $wins } ={ $draws } −{ $losses }); Elo difference { $elo } (no margin yet: every game ended alike)
evaluate-not-during-tournament = { $game ->
    [online] No engine help during an online game: lichess forbids it. Ask again after the game.
   *[tournament] No engine help during a tournament game: ask again after the game.
}
engine-thinking = The computer is thinking.
evaluate-thinking = Looking at the position.
engine-fallback-builtin = The built-in engine, level { $level }, plays on instead.
engine-off = The computer no longer plays: make { $color }'s moves yourself.
engine-verdict = { $kind ->
    [equal] The position is about equal
    [slightly] { $color } is slightly better
    [better] { $color } is better by about { $count ->
        [one] one pawn
       *[other] { $count } pawns
    }
    [winning] { $color } is winning, about { $count } pawns ahead
   *[mate] { $color } mates in { $count ->
        [one] one move
       *[other] { $count } moves
    }
}
engine-best-move = Best move: { $move }
computer-plays = The computer plays { $color }: { $engine }.
engine-level = level { $level }, { $name ->
    [beginner] beginner
    [novice] novice
    [casual] casual player
    [improving] improving player
    [club] club player
    [good-club] good club player
    [strong-club] strong club player
    [expert] expert
    [candidate-master] candidate master
   *[master] master
}, about { $elo } Elo

# Sentences around the move words (the player's vocabulary gives those): game events,
# times in words, the board compared with the game (D.2.9), and why a move was refused.
or = or
event-stalemate = Stalemate, draw
event-draw = Draw: { $reason ->
    [insufficient-material] neither side can checkmate
    [dead-position] dead position
    [fivefold] the same position for the fifth time
    [seventy-five-moves] 75 moves without a pawn move or capture
    [threefold] threefold repetition, claimed
    [fifty-moves] 50 moves without a pawn move or capture, claimed
   *[agreement] by agreement
}
event-claim-available = { $claim ->
    [threefold] A draw can be claimed: threefold repetition
   *[fifty-moves] A draw can be claimed: 50 moves without a pawn move or capture
}
event-result = { $result ->
    [white] White wins, one to nothing
    [black] Black wins, nothing to one
   *[draw] Draw, a half each
}
event-draw-offer = { $color } offers a draw
event-resignation = { $color } resigns
event-flag-fall = { $color } has run out of time
event-both-flags = Both flags have fallen
time-hours = { $n ->
    [one] one hour
   *[other] { $n } hours
}
time-minutes = { $n ->
    [one] one minute
   *[other] { $n } minutes
}
time-seconds = { $n ->
    [one] one second
   *[other] { $n } seconds
}
time-tenths = { $seconds }.{ $tenths } seconds
moves-completed = { $n ->
    [one] one move played
   *[other] { $n } moves played
}
piece-described = { $color ->
    [white] a white
   *[black] a black
} { $piece }
piece-named = { $color ->
    [white] white
   *[black] black
} { $piece }
square-empty = empty
board-difference = { $square }: { $board ->
    [tactile] on your board
   *[sighted] on the other board
} { $there }, in the game { $game }
board-in-step = { $board ->
    [tactile] Your board
   *[sighted] The other board
} matches the game
board-move-missing = { $board ->
    [tactile] Still to make on your board:
   *[sighted] Still to make on the other board:
} { $move }
board-move-ahead = { $board ->
    [tactile] Made on your board but not yet announced:
   *[sighted] Made on the other board but not yet announced:
} { $move }
error-empty = No move entered
error-not-understood = Not understood: { $word }
error-too-long = Too long for a move ({ $chars } characters): nothing was read.
error-incomplete = Incomplete move: which square?
error-game-over = The game is over
error-no-piece-reaches = No { $piece } can go to { $to }
error-piece-cannot-move = { $piece } on { $from } cannot go to { $to }
error-no-own-piece-on = There is no piece of yours on { $from }
error-wrong-piece-on = There is no { $piece } on { $from }
error-own-piece-on-target = Your own piece stands on { $to }
error-nothing-to-capture = There is nothing to capture on { $to }
error-ambiguous = Ambiguous: { $candidates }
error-leaves-king-in-check = { $move } is not possible: it would leave the king in check
error-does-not-answer-check = { $move } is not possible: the king is in check
error-castling-no-right = { $castle } is not possible: the right to castle is lost
error-castling-blocked = { $castle } is not possible: a piece stands between king and rook
error-castling-in-check = { $castle } is not possible: the king is in check
error-castling-through-check = { $castle } is not possible: the king would cross an attacked square
error-castling-into-check = { $castle } is not possible: the king would be in check
error-promotion-missing = Promotion missing: which piece on { $to }?
error-promotion-invalid = Promotion to { $piece } is not allowed
error-not-a-promotion = { $move } is not a promotion

# Fair play in a tournament game (§11.3.1), draws, and the incident log.
help-not-in-tournament = { $game ->
    [online] Not during an online game: lichess allows no help while it is played. Ask again after the game.
   *[tournament] Not during a tournament game: a sighted player has only the board and the clock. Ask again after the game.
}
illegal-fair = Not a legal move.
ambiguous-fair = Which piece? Say the square it comes from too.
claim-move-stands = The move written with the claim is played.
diagonal = Diagonal { $from } to { $to }: { $pieces }
diagonal-empty = Diagonal { $from } to { $to }: empty
key-read-diagonals = read both diagonals through the square
key-incident-last = the last entry of the incident log
key-incidents = the whole incident log
incidents-none = The incident log is empty.
incidents-count = { $n ->
    [one] One incident
   *[other] { $n } incidents
}
incident = Move { $number }, at { $time } (White { $white }, Black { $black }): { $what }
incident-touched = { $color } touched { $piece }: it must be moved if it can
incident-illegal-attempt = { $color } tried a move that is not legal
incident-corrected = { $color } corrected { $was } to { $now }
incident-reconciled = scoresheets compared: { $agree ->
    [yes] they agree
   *[no] they differ
}, { $n } half-moves stand
incident-paused = clocks paused
incident-resumed = clocks restarted
incident-clock-set = { $color }'s clock set to { $time }
incident-clock-set-moves = { $color }'s clock set to { $time }, { $moves ->
    [one] one move
   *[other] { $moves } moves
}
incident-time-added = { $color } given { $time }
incident-draw-offer = { $color } offered a draw (=)
incident-claim = { $color } claimed a draw: { $outcome }
incident-claim-with-move = { $color } claimed a draw with the move { $move }: { $outcome }
incident-claim-refused = claim refused
incident-claim-refused-penalty = claim refused, { $color } given { $time }
incident-flag-fall = { $color }'s flag fell: { $result }
incident-play-on = play goes on

# The arbiter's panel (§6.11, §7, D.2.9).
key-arbiter-open = the arbiter's panel (press twice)
key-arbiter-close = close the arbiter's panel
key-arbiter-pause = stop both clocks, or start them again
arbiter-confirm = Arbiter's panel: press F9 again to open it (at the terminal /arbiter again). Any other key goes back to the game.
arbiter-open = Arbiter's panel open. Type an action and Enter; F1 lists them; Escape closes.
arbiter-already-open = The arbiter's panel is already open.
arbiter-closed = Arbiter's panel closed.
arbiter-forms = Actions: { $forms }
arbiter-unknown = { $word } is not an arbiter's action. F1 lists them.
arbiter-usage = Write it as: { $form }
arbiter-time-added = { $color } gets { $time }, now { $left }.
arbiter-reinstated = Illegal move by { $color }: the position before it is back, { $color } to play move { $number }.
arbiter-illegal-second = It is { $color }'s second completed illegal move (§7.5.5).
arbiter-illegal-not-to-move = { $color } has no move in the game to take back.
arbiter-displaced = { $color } displaced pieces: they are put right on { $color }'s own time (§7.4).
arbiter-noted = Noted in the incident log.
arbiter-game-over = The game is over: declare the result instead.
clock-set-moves = { $color }'s clock set to { $time }, { $moves ->
    [one] one move
   *[other] { $moves } moves
} played.
incident-sheet-entry = { $color }'s scoresheet, entry { $n }: { $move }
incident-illegal-move = { $color } completed an illegal move (number { $count }): { $then }
incident-displaced = { $color } displaced pieces
incident-declared = the arbiter declares the result: { $reason }
incident-note = arbiter's note: { $text }

# The assistant's game (D.2.10).
key-time-used = the time each player has used and the moves played
key-claim-flag = claim on the opponent's fallen flag
key-report-touch = report that the sighted player touched the piece on the square
time-used = Time used: White { $white }, Black { $black }; { $moves }.
flag-claim-now = { $color }'s flag has fallen: { $claimant } claims it with Ctrl+Shift+F.
flag-none = No flag has fallen.
touch-reported = Reported for the arbiter: { $color } touched { $piece }; it must be moved if it can.
touch-report-empty = { $square } is empty: no piece was touched there.
incident-flag-to-claim = to be claimed
incident-flag-claim = { $color } claimed the fallen flag: { $result }
incident-touch-reported = the assistant reports that { $color } touched { $piece }

# The journal: a game taken up again.
taken-up = The game is taken up again where it stood: { $color } to move, move { $number }; White { $white }, Black { $black }. The clocks are stopped: { $starter ->
    [arbiter] the arbiter starts them.
    [lines] /pause starts them.
   *[player] Ctrl+Shift+Space starts them.
}
incident-taken-up = the game was taken up again after the app stopped; the clocks stood still
resume-offer = An unfinished game from { $when }: { $color } to move, move { $number }, White { $white }, Black { $black }. Enter resumes; N starts a new game.
resume-offer-untimed = An unfinished game from { $when }: { $color } to move, move { $number }. Enter resumes; N starts a new game.
resume-new = A new game.
journal-dropped = The last entry before the app stopped was not saved; everything before it is back.
journal-dropped-move = The last move before the app stopped was not saved: { $move }. Make it again.
journal-set-aside = The journal { $path } cannot be read at line { $line } ({ $reason }). It was set aside, whole, in { $moved }; { $kept ->
    [0] nothing in it could be read.
    [one] its first line reads well.
   *[other] its first { $kept } lines read well.
}
journal-unwritable = The game cannot be saved ({ $reason }). It goes on, kept in memory, and every move tries to save it again.
journal-writable-again = Saving works again: every move so far is saved.
journal-unsaved-warning = { $n ->
    [one] One entry is not saved
   *[other] { $n } entries are not saved
}: the game cannot be written where it is. { $input ->
    [lines] /save FOLDER saves it elsewhere (another disk, a stick); /quit again leaves without them.
   *[keys] Type a folder on another disk to save it there, or close again to leave without them.
}
save-elsewhere-open = Save the game elsewhere: type a folder on another disk or a stick; Enter saves it there, Escape goes back.
save-elsewhere-folder = Folder on another disk
save-elsewhere-no-folder = Type the folder to save the game in.
window-save-elsewhere = Save the game elsewhere
window-save-elsewhere-start = Save it there
journal-saved-elsewhere = The game is saved in { $path }: it can be taken up or exported from there.
journal-unreadable = The journal { $path } cannot be read at line { $line }: { $reason }.
journal-unplayable = The game of the journal { $path } cannot be played again: { $reason }.
journal-io = The journal { $path } cannot be used: { $reason }.
journal-open-elsewhere = This game is open in another Annabella ({ $path }): it can be read there or with annabella export, but not played here as well. Start a new game, or close the other one first.
journal-open-elsewhere-offer = This game is open in another Annabella ({ $path }): it cannot be played here as well. Enter reads it here, its moves so far gone over without writing to it; N starts a new game.
journal-read-only = The game open in another Annabella, read as it stood a moment ago; nothing is written to it.
resume-nothing = There is no unfinished game to take up.
resume-newest-over = The newest game, from { $when }, is over: { $how }.
games-none = No saved games yet ({ $dir }).
games-line = { $n }. { $when }: { $moves } moves, { $result ->
    [unfinished] unfinished
   *[other] { $result }
} ({ $path })
key-save-scoresheet = save the scoresheet: PGN, print and braille
scoresheet-saved = The scoresheet is saved in { $dir } as { $name }: { $files }.
scoresheet-not-saved = Not saved: { $reason }.
braille-liblouis-missing = liblouis is not installed ({ $reason })
braille-liblouis-missing-windows = liblouis is not beside Annabella ({ $reason }). For braille files, download liblouis for Windows (liblouis-VERSION-win64.zip from liblouis.io) and unpack it into a folder named liblouis beside annabella.exe.
braille-liblouis-failed = liblouis could not translate with { $table }
window-save-scoresheet = Save the scoresheet

# Adjournment (Guideline I).
key-adjourn = adjourn the game: the player to move seals a move
key-cancel-premove = drop the premove held (online)
key-online-takeback = propose a takeback, or accept the opponent's
key-online-abort = abort the game, while lichess allows it: before both sides have moved
key-online-decline = decline the opponent's draw or takeback offer
key-online-chat = write to your opponent: the move field opens with /chat in it; type your words after it, then Enter
adjourn-seal = The game is adjourned. { $color } seals a move: type it in the move field; it is not said and not shown.
adjourn-sealed = { $color } has sealed a move. The clocks are stopped; the envelope is written.
adjourn-already = The game is already adjourned.
adjourn-adjourned = The game is adjourned: the arbiter opens the envelope (unseal) before play goes on.
adjourn-nothing-sealed = No move is sealed.
adjourn-unsealed = The envelope is opened; the sealed move is played.
envelope-title = Adjourned game: sealed move
envelope-position = Position before the sealed move (FEN): { $fen }
envelope-used = Time used: White { $white }, Black { $black }
envelope-sealed-by = Sealed by { $color }, move { $number }
envelope-move = Sealed move: { $move }
envelope-draw-offer = A draw offer by { $color } stands
envelope-resumption = Play resumes: { $when }
envelope-saved = The envelope is written to { $text } and { $html }: print it and seal it.
incident-sealed = the game was adjourned; { $color } sealed a move
incident-unsealed = the envelope was opened; { $color }'s sealed move was played

# Settings that stay.
settings-problem = { $file }: { $key } = { $value } is not used ({ $reason }); its default stands.
settings-not-a-setting = not a setting
settings-not-a-section = not a section
settings-one-of = one of: { $words }
settings-a-word = a word in quotes, or a number
settings-a-number = a number
settings-a-level = a number from 0 to 1
settings-a-zoom = a zoom from 100 to 400 percent
settings-voices-table = a table of language = "voice"
settings-voice-name = { $language }: the name of a voice
settings-no-keys = no keys called { $context }
settings-key-lines = chord = command lines
settings-not-a-command = { $chord }: not a command
settings-unreadable = { $file } cannot be read ({ $reason }); the defaults stand, and the file is left as it is.
settings-unreadable-at = { $file } cannot be read at line { $line } ({ $reason }); the defaults stand, and the file is left as it is.
settings-not-text = it is not UTF-8 text: save it as UTF-8
settings-a-folder = a folder stands where the file should be
settings-unwritable = { $file } could not be written ({ $reason }); it stands as it was.
settings-saved = Saved in { $file }.
voices-language = { $lang }: { $count } voices, the first { $first }
voices-none = The speech service offers no voices.
voices-no-language = The speech service has no voice for { $lang }.

# The clock's sounds.
key-sound-on-off = the clock's sounds on or off
key-sound-louder = the clock's sounds louder
key-sound-softer = the clock's sounds softer
sound-off = Sound off.
sound-on = Sound on, volume { $percent } percent.
review-start = Reviewing { $white } – { $black }: { $plies } half-moves, { $result }. Ctrl+Left and Ctrl+Right (/back, /next) step through them; the board keys explore each position.

# The new-game dialog (Ctrl+N).
key-new-game = a new game: the new-game dialog
# A dialog's choice as a screen reader names it: its label and its value.
dialog-choice-name = { $label }: { $value }
newgame-terminal = At the terminal a new game starts with annabella play and its options (annabella play --help).
after-game-lines = What now? Type review to go over the game (/back and /next step through it), export to save the scoresheet, rematch to play again with the colours changed, new for the same game again, or quit.
window-new-game = New game
window-new-game-start = Start the game
window-new-game-cancel = Back to the game
newgame-open = New game.{ $game ->
    [kept] {" "}The game in progress stays saved: Escape goes back to it, and it can be taken up later.
   *[none] {""}
} Enter starts it; Tab and the arrows change it.
newgame-open-lines = New game.{ $game ->
    [kept] {" "}The game in progress stays saved: /cancel goes back to it, and it can be taken up later.
   *[none] {""}
}
newgame-prompt = New game
back-to-game = Back to the game.
newgame-choice = { $label }: { $value }, { $n } of { $count }
newgame-changed = { $value }, { $n } of { $count }
newgame-text = { $label }, text: { $text }
newgame-text-empty = { $label }, text, empty
newgame-typed = { $text }
newgame-opponent = Opponent
newgame-opponent-value = { $value ->
    [computer] the computer
    [friend] a friend at this computer
    [tournament] a sighted opponent at a tournament
    [online] online on lichess
   *[assistant] a tournament game with an assistant
}
newgame-engine = Engine
newgame-engine-builtin = the built-in engine
newgame-engine-other = another program, typed
newgame-engine-found = { $program }, found on this computer
newgame-engine-path = The engine's program (a UCI engine)
newgame-level = Level
newgame-side = You play
newgame-side-value = { $value ->
    [white] White
    [black] Black
   *[random] White or Black, drawn
}
newgame-impaired = Visually impaired
newgame-impaired-value = { $value ->
    [white] White
    [black] Black
    [both] both players
   *[none] neither player
}
newgame-name = { $color ->
    [white] White's name
   *[black] Black's name
}
newgame-vocab = { $color ->
    [white] White's moves are said in
   *[black] Black's moves are said in
}
newgame-vocab-value = { $value ->
    [fide] the FIDE words: Anna, Bella, Cäsar
    [nb] Norwegian
    [en] English
    [is] Icelandic
   *[vi] Vietnamese
}
newgame-time = Time control
newgame-time-value = { $control }, { $class ->
    [blitz] blitz
    [rapid] rapid
   *[standard] standard
}
newgame-time-other = another time control, typed
newgame-time-text = The time control, like 90+30 or 40/90, 30, +30s
newgame-start = Start position
newgame-start-value = { $value ->
    [standard] the standard position
    [chess960-random] Chess960, a position drawn at random
    [chess960] Chess960, by its number
    [pgn] where a game in a PGN file stopped
   *[fen] a position in FEN
}
newgame-start-text = { $start ->
    [chess960] The Chess960 number, 0 to 959
    [pgn] The PGN file whose game is played on
   *[fen] The position in FEN
}
newgame-tactile = A tactile board beside the app
newgame-yes-no = { $value ->
    [yes] yes
   *[no] no
}
newgame-cues = Clock sounds
newgame-cues-value = { $value ->
    [tactile] the tactile clock's dots and flag
    [speak] those, and the time said
    [both] both clocks
   *[off] none
}
newgame-bad-engine = Type the engine's program, or choose the built-in engine.
newgame-bad-time = Not a time control: { $text }. Write it like 90+30, 40/90, 30, +30s or 5d3.
newgame-bad-chess960 = Not a Chess960 number: { $text }. Type a number from 0 to 959.
newgame-bad-fen = That is not a position a game can start from: { $text }
newgame-tournament-needs-vi = A game under Appendix D has a visually impaired player: choose who.
newgame-refused = These choices do not make a game: { $text }
form-line-how = Type a number or the first word of a value to choose it; /next and /back go to the next and the last question; an empty line starts; /cancel goes back.
form-line-not-a-value = "{ $text }" is not one of the values: type a number from 1 to { $count }, or the first word of a value.
newgame-button = { $label }, button

# How the window looks (the low-vision view).
key-zoom-in = larger: zoom in
key-zoom-out = smaller: zoom out
key-zoom-reset = zoom back to 100 percent
key-full-screen = full screen on or off
key-theme = the next colour theme: light and dark squares, white on black, black on yellow
key-layout = one board as large as the window allows, or every board side by side
view-window-only = That changes how the window looks; the terminal has nothing to change.
view-zoom = Zoom { $percent } percent.
view-full-screen = { $on ->
    [on] Full screen.
   *[off] Full screen off.
}
view-theme = { $theme ->
    [classic] Light and dark squares.
    [white-on-black] White on black.
   *[black-on-yellow] Black on yellow.
}
view-layout = { $layout ->
    [one] One board, as large as the window allows; v switches boards.
   *[all] Every board side by side.
}

# The settings dialog (F12).
key-settings = the settings: language, speech, sounds, what follows a move, theme, zoom
window-settings = Settings
window-settings-keep = Keep these settings
window-settings-cancel = Back, as it was
settings-open = Settings. Each change is heard at once. Tab moves between them, Up and Down change one, Enter keeps them, Escape puts back what was there.
settings-kept = Settings kept.
settings-kept-saved = Settings kept and saved in { $file }.
settings-put-back = Settings put back as they were.
settings-language = Interface language
settings-rate = Speech rate
settings-pitch = Speech pitch
settings-volume = Speech volume
settings-voice = Voice
settings-move-voice = Voice of the move words
settings-voice-system = the system's voice for this language
settings-sounds = Volume of the clock's sounds
settings-theme = Colour theme
settings-zoom = Zoom
settings-boards = Boards
settings-percent = { $n } percent
settings-theme-value = { $value ->
    [classic] light and dark squares
    [white-on-black] white on black
   *[black-on-yellow] black on yellow
}
settings-boards-value = { $value ->
    [fit] one board when all would be small
    [one] one board, as large as the window allows
   *[all] every board side by side
}
settings-verbosity = What follows a move
settings-verbosity-value = { $value ->
    [brief] the move alone
    [normal] the move, who made it and what it took
   *[full] the move, who made it, what it took, who is to move and their time
}
# /verbosity during a terminal game.
verbosity-now = After each move from now on: { $value ->
    [brief] the move alone
    [normal] the move, who made it and what it took
   *[full] the move, who made it, what it took, who is to move and their time
}.
verbosity-tournament = In a tournament game only the move is said: there is nothing to change.
settings-terminal = At the terminal the settings are in the settings file: annabella settings shows it and what in it cannot be used.
settings-not-saved = The settings are kept but not saved: { $reason }

# The menu bar (F10).
key-menu = the menu bar (also Alt alone): every command with its keys
menu-terminal = At the terminal, /help lists the commands.
menu-game = Game
menu-board = Board
menu-clock = Clock
menu-arbiter = Arbiter
menu-view = View
menu-help = Help
menu-open = { $menu } menu: { $item }
menu-item = { $label }, { $keys }, { $n } of { $count }
menu-item-no-keys = { $label }, { $n } of { $count }
menu-closed = Menu closed.
menu-bar-help = In the menu bar: Left and Right go from menu to menu, Up and Down from item to item, each said with its keys; Enter does the item, Escape closes the menu. Shift+F1 tells every key.
menu-item-name = { $label }, { $keys }
window-menu-bar = Menu bar

# Reviewing a game from a file (Ctrl+O).
key-review = review a game from a PGN file
window-review = Review a game
window-review-start = Review it
review-open = Review a game from a PGN file. Type the file's path; Tab goes to the game's number; Enter opens it, Escape goes back.
review-file = The PGN file
review-number = Which game of the file, from 1
review-no-file = Type the path of a PGN file.
review-bad-number = Not a game's number: { $text }. Type 1 for the first game of the file.
review-cannot = That file cannot be reviewed: { $reason }
review-terminal = At the terminal a game is reviewed with annabella play --review FILE.pgn.

# Who speaks what: the app, or the screen reader.
settings-speech = Speech
settings-speech-value = { $value ->
    [app] the app says everything
    [events] the screen reader reads the focus, the app says the moves and events
   *[screen-reader] the screen reader says everything
}
settings-engine = Voice engine
settings-engine-value = { $value ->
    [builtin] the built-in voice, fastest
   *[system] the system voice (Speech Dispatcher)
}
speech-mode-chosen = Speech as chosen.
speech-mode-found = A screen reader is running: it reads the squares and fields as they get the focus, the app says the moves and events. F12 changes this.
speech-mode-none = No screen reader is running: the app says everything.
speech-mode-unknown = Whether a screen reader runs cannot be told (no accessibility bus): the app says everything.
newgame-pgn-none = Type the path of the PGN file.
newgame-pgn-unreadable = That game cannot be played on: { $text }
newgame-remembered-unreadable = The last choices of the New game dialog, { $file }, cannot be read ({ $reason }); the dialog opens with the defaults, and the next game started from it is remembered afresh.
newgame-remembered-unreadable-at = The last choices of the New game dialog, { $file }, cannot be read at line { $line } ({ $reason }); the dialog opens with the defaults, and the next game started from it is remembered afresh.
newgame-remembered-unwritable = The choices of this game cannot be kept for next time in { $file } ({ $reason }); the game goes on, and the New game dialog opens next time with the choices it last kept.
newgame-pgn-over = That game is over ({ $text }): review it with Ctrl+O instead.
newgame-not-in-tournament = { $game ->
    [online] Not during an online game: another game waits until this one is over.
   *[tournament] Not during a tournament game: another game waits until this one is over or adjourned.
}

# Why something was refused or failed (core/src/explain.rs): phrases that also stand after a
# colon ("These choices do not make a game: …"), so they begin in lower case and end without a
# full stop. Text that came in is shown back between quotes; setting words (mode, white, on) are
# written as they must be typed.
error-rules-bad-fen = the position "{ $fen }" cannot be used: { $reason }
error-rules-chess960-number = Chess960 positions are numbered 0 to 959, not { $number }
error-rules-illegal-move = the move { $move } is not legal in this position
error-rules-game-over = the game is over ({ $end })
error-fen-unreadable = it is not written as FEN
error-fen-board = the placement of the pieces cannot be read
error-fen-turn = the side to move is neither w nor b
error-fen-castling = the castling rights cannot be read
error-fen-en-passant-field = the en passant square cannot be read
error-fen-counters = the move counters are not numbers
error-fen-empty-board = the board is empty
error-fen-missing-king = a king is missing
error-fen-too-many-kings = a side has more than one king
error-fen-pawns-on-back-rank = a pawn stands on the first or the last rank
error-fen-castling-rights = a castling right has no king or rook to castle with
error-fen-en-passant-square = no pawn can just have passed the en passant square
error-fen-opposite-check = the side not to move is in check
error-fen-impossible-check = no last move could have given this check
error-fen-too-much-material = there are more pieces than a game can have
error-end-checkmate = checkmate
error-end-stalemate = stalemate
error-end-insufficient-material = neither side can checkmate
error-end-dead-position = dead position
error-end-fivefold = fivefold repetition
error-end-seventy-five-moves = 75 moves without a pawn move or capture
error-setup-twice = { $setting } is given twice
error-setup-start-twice = the start position (fen, chess960) is given twice
error-setup-computer-in-tournament = the computer plays at home only (mode home): in a tournament the opponent is a person
error-setup-computer-plays-reader = the computer cannot play { $color ->
    [white] white
   *[black] black
}: that is the visually impaired player the app serves (choose the other colour, or --vi)
error-setup-computer-without-game = the computer needs the game: where the app is only the clock, both players are at the board
error-setup-online-not-alone = an online game is played against its opponent on lichess, on lichess’s clock: no computer, tournament or clock-only setting goes with it
error-setup-volume = the cue volume is a number from 0 to 1, not { $value }
error-setup-name-not-printable = the name of { $color ->
    [white] White
   *[black] Black
} holds a control character ({ $name }): a name is printable text on one line
error-time-unknown = the time control is unknown (?)
error-time-hourglass = hourglass controls (*) are not chess clock controls
error-time-not-understood = "{ $part }" is not a period (like 90, 40/90 or 5+3) or a bonus (+30s, d5s, b5s)
error-time-empty = "{ $part }" gives no time
error-time-unreachable = "{ $part }" is for the rest of the game, so the periods after it never begin
error-clock-not-started = the clock has not been started
error-clock-already-started = the clock is already running
error-clock-paused = the clock is paused
error-clock-not-paused = the clock is not paused
error-pgn-game = game { $game }: { $error }
error-pgn-token-first = before the first move: "{ $token }" is not a move
error-pgn-token = after { $after }: "{ $token }" is not a move
error-pgn-after-end = move { $number } { $san } comes after the game ended ({ $end }); the moves before it are kept
error-pgn-variant = the variant "{ $variant }" is not supported (only standard chess and Chess960)
error-pgn-illegal-move = move { $number } { $san } is not a legal move in that position
error-pgn-io = the file could not be read: { $reason }
error-engine-level = the built-in engine's levels are { $min } to { $max }, not "{ $text }"
error-engine-no-program = uci: needs the engine program's path
error-engine-option = engine options are NAME=VALUE, not "{ $text }"
error-engine-spec = an engine is builtin:LEVEL or uci:PATH[:OPTION=VALUE…], not "{ $text }"
error-key = not a key: "{ $text }"
error-vocab-syntax = syntax error: { $detail }
error-vocab-missing = message "{ $id }" is missing
error-vocab-collision = "{ $phrase }" means both { $first } and { $second }
error-arbiter-unknown = not an arbiter action: "{ $word }"
error-usage = write it as: { $form }
error-script-line = line { $line }: { $problem }
error-script-time-back = time goes back from { $from } s to { $to } s
error-script-focus = focus entry or board, not "{ $text }"
error-script-setting-late = the setting { $setting } must come before the first input
error-script-unknown-line = unknown line: { $line }
error-setting-unknown = not a setting: { $setting }
error-setting-on-off = { $setting } … on or off, not "{ $text }"
error-setting-one-of = { $setting } { $names } or { $last }, not "{ $text }"
error-setting-color = white or black, not "{ $text }"
error-setting-time = not a time: "{ $text }"
error-setting-time-too-long = not a time up to 1000 hours: "{ $text }"
error-setting-language = no interface language "{ $text }"
error-setting-chess960 = not a Chess960 number: "{ $text }"

# The first hour at home (issue 28): answers that leave nothing to look for.
move-by-computer = The computer plays { $move }
move-took = Taken: { $piece }
after-move-turn = { $color } to move.
after-move-turn-clock = { $color } to move, { $time } left.
draw-offer-with-move = The offer goes with { $color }'s next move.
draw-offer-stands = { $color }'s draw offer stands.
draw-offer-stands-computer = { $color }'s draw offer stands: the computer answers it with its move.
computer-draw-answer = { $answer ->
    [accept] The computer accepts the draw: it finds the position about equal.
    [opening] The computer declines the draw: the game has hardly begun.
    [verdict] The computer declines the draw: { $verdict }.
   *[unsure] The computer declines the draw.
}
obstacle-in-the-way = In the way: { $piece } on { $square }.
obstacle-pins = Pinned to its king by: { $piece } on { $square }.
obstacle-would-check = The king would be in check from: { $piece } on { $square }.
obstacle-checks = Check from: { $piece } on { $square }.
key-help-all = every key, grouped
# The same commands typed at the terminal: nothing pressed, no dialog.
typed-new-game = a new game
typed-help = help for this moment
typed-help-all = every command, grouped
typed-resign = resign (type it twice)
typed-arbiter-open = the arbiter's panel (type it twice)
typed-learn = training beside the game: the Learn choices, one picked by its number
typed-online-chat = write the rest of the line to your opponent (/chat good luck)
# A board reading as the terminal's help writes it: its command and an example of its place
# (a square, or a side's piece as the interface names it).
reading-written = { $name } { $example }
help-now = { $moment ->
    [in-hand] A piece is in your hand.
    [promotion] The pawn has reached the last rank: choose its new piece.
    [computer] The computer is thinking; meanwhile you can read the board.
    [online] { $color } moves on lichess: a move you type now is your premove, sent when that move comes.
    [over] The game is over.
    [review] Going over a game.
   *[to-move] { $color } to move.
}
help-more = { $input ->
    [lines] { $keys }: every command, grouped.
   *[keys] { $keys } again: every key, grouped.
}
help-group = { $group ->
    [board] Reading the board:
    [moving] Making moves:
    [game] The game:
    [online] On lichess:
    [clock] The clock:
    [window] The window:
   *[tournament] Tournament and arbiter:
}
help-type-move = Type a move: { $knight }, Nf3 or { $pawn }.
taken-up-untimed = The game is taken up again where it stood: { $color } to move, move { $number }.
clocks-none = No clock in this game; { $moves }.
incident-untimed = Move { $number }: { $what }
evaluate-still-thinking = Still looking at the position: the answer comes in a moment.
evaluate-computer-moving = The computer is thinking about its move: ask again when it has moved.
leave-confirm = Leave the game? It stays saved and can be taken up again. { $input ->
    [lines] /quit again leaves.
   *[keys] The same key again leaves.
}

# Failures a command, a file or a device reports (the reason as the system gave it).
error-io = { $reason }
error-reason = { $reason }
error-script-unmet = { $file }: { $count } expectation(s) did not hold
error-file = { $file }: { $reason }
error-no-data-folder = no data directory (no home folder)
error-no-config-folder = no configuration folder (no home folder)
error-not-a-saved-game = not a saved game: { $game } (a number, latest, or a .jsonl file)
error-no-saved-game = no saved game { $game } in { $dir }
pgn-file-unreadable = cannot read { $file }: { $reason }
pgn-file-too-large = { $file } is larger than { $megabytes } MB: not read
pgn-file-binary = { $file } is not a PGN text file (binary data at byte { $at })
pgn-file-broken = { $file }: { $reason }
pgn-file-no-game = { $file }: there is no game { $number } (the file has { $count })
clock-pressed-with-move = At home the clock is pressed with the move: { $color }'s clock is running.


# The braille display (src/braille, core/src/braille). A piece's letter on the display's board line,
# one cell a square: a letter a–z (White is shown with dot 7, Black without).
braille-piece-king = K
braille-piece-queen = Q
braille-piece-rook = R
braille-piece-bishop = B
braille-piece-knight = N
braille-piece-pawn = P
braille-hand = hand: { $piece }{ $square }
braille-clocks = White { $white }  Black { $black }
braille-cue = { $color }: { $time }
braille-ready = Braille display: { $cells } cells ({ $driver }).
braille-missing = No braille display: { $reason }. The game goes on without it.
braille-lost = The braille display was lost ({ $reason }); connecting again.
braille-reason-library = libbrlapi is not installed (apt install brltty)
braille-reason-screen-reader = braille displays work through your screen reader on Windows (NVDA, JAWS and Narrator show the window's text on it)
braille-reason-server = no BrlAPI server answers (is brltty running?): { $detail }
braille-reason-no-device = brltty has no display connected
braille-reason-too-large = the braille display claims { $cells } cells, more than any display has (at most { $most } are used): the server is broken, so nothing is written to it
braille-reason-timeout = the BrlAPI server did not answer within { $seconds } seconds
braille-reason-tty = the display could not be taken: { $detail }

# Training at home (annabella train): lessons, drills, puzzles, progress. Chess words come
# from the player's vocabulary; $color is white or black.
train-due = { $count ->
    [0] No exercise is due.
    [one] One exercise is due.
   *[other] { $count } exercises are due.
}
train-side = { $color ->
    [white] White
   *[black] Black
}: { $pieces }.
train-your-move = Your move.
train-puzzle-intro = Puzzle rated { $rating }, { $pieces } pieces. You play { $color ->
    [white] White
   *[black] Black
}.
train-puzzle-last-move = { $color ->
    [white] White
   *[black] Black
} played { $move }.
train-puzzle-right = Right. { $color ->
    [white] White
   *[black] Black
} answers { $move }. Your move.
train-puzzle-solved = Solved!
train-puzzle-wrong = { $move } is not the move. Try again, ask for a hint, or give up.
train-puzzle-over = This puzzle is over.
train-puzzle-none = No puzzle fits what you asked for.
train-hint-piece = Look at the { $piece } on { $square }.
train-hint-square = It goes to { $square }.
train-hint-move = The move is { $move }.
train-rating-up = Your puzzle rating rises by { $change } to { $rating }.
train-rating-down = Your puzzle rating falls by { $change } to { $rating }.
train-rating-same = Your puzzle rating stays at { $rating }.
train-stage-board = The board: the king walks
train-stage-rook = The rook
train-stage-bishop = The bishop
train-stage-queen = The queen
train-stage-king = The king
train-stage-knight = The knight
train-stage-pawn = The pawn
train-stage-capture = Capturing
train-stage-promotion = Promotion
train-stage-castling = Castling
train-stage-en-passant = En passant
train-stage-check = Check
train-stage-mate = Checkmate
train-stage-stalemate = Stalemate
train-stage-draws = Draws
train-stage-tournament = A first tournament
train-level-intro = { $stage }, level { $level } of { $levels }.
train-goal-visit = { $count ->
    [one] Go to { $square }.
   *[other] Go to { $square }; the next square follows when you are there.
}
train-goal-capture-all = Capture every black piece but the king. Black does not move.
train-goal-promote = Promote the pawn.
train-goal-castle = Castle: { $castle }.
train-goal-en-passant = Capture { $words }.
train-goal-check = Give check.
train-goal-mate = Give checkmate.
train-goal-stalemate = Make a move after which Black is not in check and has no legal move: stalemate, a draw.
train-goal-dead-position = Take Black's last piece but the king: a king alone, or with one bishop or one knight, can never be mated, and the game is drawn at once.
train-goal-touched = In a tournament, a piece you take out of its hole is touched and must move (Appendix D.2.2, Article 4.3). You took your { $piece } on { $square }: move it.
train-goal-take-touched = You touched Black's { $piece } on { $square }: a touched piece of the opponent must be taken, if it can be (Article 4.3). Take it.
train-goal-announce = In a tournament you say each move aloud, in words, so that your opponent hears it (Appendix D.2.1). Make a move and type it in words, as you would say it.
train-goal-correct = You announced { $announced }, but on your board you made { $made }. Until you press your clock you may correct the announcement (Appendix D.2.8): announce the move you made, in words.
train-goal-press-clock = Your move is made on your board and announced. Now press your clock: that completes the move, and your opponent may reply (Article 6.2). Type /clock; in a game the clock's key does it.
train-par = Par: { $par ->
    [one] one move
   *[other] { $par } moves
}.
train-next-square = Now go to { $square }.
train-level-done = Done in { $moves ->
    [one] one move
   *[other] { $moves } moves
}: { $stars ->
    [one] one star
   *[other] { $stars } stars
}.
train-level-gives-check = That would give check, which this level does not ask for: Black does not move here. Try another move.
train-level-spoiled = Stalemate: a draw, not a win. The level starts again.
train-level-illegal = That move is not possible here.
train-level-must-move = Touched: the { $piece } on { $square } must move.
train-level-must-take = Touched: the { $piece } on { $square } must be taken.
train-level-announce-in-words = Say it in words, as your opponent hears it: { $words }.
train-level-not-the-move-made = You made { $made } on your board: announce that move.
train-level-press-the-clock = Your move is made already: now press your clock, with /clock.
train-lessons-done = Every level is done. Replay any level to earn more stars.
train-drill-find-square = Find the square
train-drill-name-square = Name the square
train-drill-square-colour = Colour of a square
train-drill-same-diagonal = Same diagonal
train-drill-knight-distance = Knight distance
train-drill-piece-moves = Where a piece can go
train-drill-rebuild = Rebuild a position
# The Learn menu's timed drills, and what a timed round says first.
train-drill-timed-find-square = Find the square, timed: 30 seconds an answer
train-drill-timed-name-square = Name the square, timed: 30 seconds an answer
train-drill-timed-square-colour = Colour of a square, timed: 30 seconds an answer
train-drill-timed-same-diagonal = Same diagonal, timed: 30 seconds an answer
train-drill-timed-knight-distance = Knight distance, timed: 30 seconds an answer
train-drill-timed-piece-moves = Where a piece can go, timed: 30 seconds an answer
train-drill-timed-rebuild = Rebuild a position, timed: 30 seconds an answer
train-drill-timed = Timed: 30 seconds for each answer.
train-ask-find-square = Find { $square }.
train-ask-name-square = Name the square in column { $column }, row { $row }, counted from White's left corner.
train-ask-square-colour = Is { $square } light or dark?
train-ask-same-diagonal = Are { $a } and { $b } on one diagonal? Yes or no.
train-ask-knight-distance = How many moves does a knight need from { $a } to { $b }?
train-ask-piece-moves = { $piece } stands on { $square }, the board otherwise empty. Name every square it can go to.
train-ask-rebuild = Set up this position on your board: { $position }
train-answer-light = light
train-answer-dark = dark
train-answer-yes = yes
train-answer-no = no
train-accept-light = light | l | white
train-accept-dark = dark | d | black
train-accept-yes = yes | y
train-accept-no = no | n
train-mark-right = Right.
train-mark-wrong = Not right: { $answer }.
train-mark-missing = Missing: { $squares }.
train-mark-extra = Cannot be reached: { $squares }.
# A rebuilt position checked: the pieces to set (both sides, as read out), the squares to clear.
train-mark-board-wrong = Missing or not as read out: { $pieces }
train-mark-board-extra = Nothing stands on { $squares } in the position.
train-drill-score = { $right } of { $asked } right.
train-time-up = Time is up.
train-progress-lessons = Lessons: { $stars } of { $max } stars, { $done } of { $levels } levels done.
train-progress-puzzles = Puzzles: { $solved } solved, { $missed } missed. Rating { $rating }{ $settled ->
    [yes] {""}
   *[no] , not yet settled
}.
train-progress-drill = { $drill }, the last scores first: { $scores }.
train-progress-retries = Moments from your games: { $kept } kept, { $due } due.
train-progress-kept-aside = The training record was damaged; it is kept aside as { $file } and a new one is begun.
train-progress-recovered = The training record was cut short; what it held whole is kept and training goes on with it. The file as it was is kept aside as { $file }.
train-progress-not-saved = Your training could not be saved: { $reason }
train-progress-saved-again = Your training is saved again, nothing of it lost.
train-not-in-tournament = { $game ->
    [online] Training waits for the end of the online game: lichess allows no help while it is played.
   *[tournament] Training is for home: not during a tournament game.
}
# A key of the braille display that would touch the game, while the player trains.
train-not-now = Not while you train: the game waits until you are back (/quit).
# A piece lifted on the exercise's board (Enter, a routing key) with no move; one of the other side.
train-lifted-no-moves = { $piece } has no move here.
train-lift-theirs = { $piece } is not yours to move: { $color ->
    [white] White
   *[black] Black
} is to move.
train-mistakes-going-over = Going over { $game } with the engine at depth { $depth }: { $side ->
    [white] White's moves
    [black] Black's moves
   *[both] the moves of both sides
}. This takes a minute or two.
train-mistakes-found = { $count ->
    [0] No move lost much in this game: nothing to retry.
    [one] One moment to retry
   *[other] { $count } moments to retry
}{ $count ->
    [0] {""}
   *[other] { $new ->
        [0] , all kept from before.
       *[other] .
    }
}
train-mistakes-none-due = No retry is due; going over your newest finished game.
train-mistakes-done = That was the last retry. Those that went wrong come back when they are due.
train-retry-intro = Move { $number }, { $color ->
    [white] White
   *[black] Black
} to move: find a better move than the one played.
train-retry-played = In the game: { $move }.
train-retry-passes = Good: { $move } holds the position as well as the engine's best.
train-retry-played-again = { $move } is the move of the game. Try another.
train-retry-still-loses = { $move } still loses too much. Try again, ask for a hint, or give up.

# The window's Learn menu and its training view (issue 29).
menu-learn = Learn
key-learn-lessons = lessons by doing: the next level not yet done
key-learn-puzzles = puzzles, the due ones first
key-learn-few-pieces = puzzles with few pieces, at most 7: easy to hold in mind
key-learn-mistakes = my mistakes: the retries that are due
key-learn-go-over = go over my last finished game with Stockfish, for moments to retry
key-learn-progress = my progress, read aloud
# The Learn menu at the terminal (/learn): its choices as numbered lines.
learn-terminal = At the terminal, /learn lists the training choices; a number picks one.
learn-list = Learn: type a choice's number or its first words; an empty line goes back to { $back ->
        [questions] the new game's questions
       *[game] the game
    }.
learn-list-item = { $n }. { $label }
learn-not-a-choice = "{ $text }" is not one of the choices: type a number from 1 to { $count }, or a choice's first words.
learn-prompt = Learn
train-prompt = Answer
train-terminal-how = Each line is your answer now; /hint and /solution help, /help says what else you can type, /quit goes back to { $back ->
        [questions] the new game's questions
       *[game] the game
    }.
# /help while training: what can be typed now ($example: a move in the player's words, $square: e4 in them).
train-help-lesson = Type a move: { $example }, or Nf3, or g1f3. /repeat says the level again; /quit stops.
train-help-move = Type your move: { $example }, or Nf3, or g1f3. /hint gives a hint, in three steps; /solution gives the solution; /repeat says the position again; /quit stops.
train-help-board = Read the position: /board, /pieces white, /rank 3, /file e, /square e4, /diagonals c4, /moves g1, /attackers e5.
train-help-drill = /repeat says the question again; /quit stops and keeps the round's score.
train-help-drill-find-square = Type the square: { $square }, or e4.
train-help-drill-name-square = Type the square: { $square }, or e4.
train-help-drill-square-colour = Type light or dark.
train-help-drill-same-diagonal = Type yes or no.
train-help-drill-knight-distance = Type the number of knight moves.
train-help-drill-piece-moves = Type every square the piece can go to, on one line: { $square } f5 g6.
train-help-drill-rebuild = Set up the position on your board, then type what you set up, as it was read to you: White: Ke1, e4. Black: Ke8. Or as a FEN placement: 4k3/8/8/8/4P3/8/8/4K3.
# Training beside a game at home: the game waits while the player trains.
train-clock-stopped = The game's clock is stopped while you train.
train-back-untimed = { $color } to move, move { $number }.
train-back = { $color } to move, move { $number }; White { $white }, Black { $black }.
train-back-stopped = { $color } to move, move { $number }; White { $white }, Black { $black }. The clocks are stopped: { $starter ->
    [lines] /pause starts them.
   *[player] Ctrl+Shift+Space starts them.
}
window-training = Training
window-training-said = The exercise
window-training-entry = Your answer:
window-training-hint = Type your answer and press Enter: a move, a square, yes or no. On the board (Tab), Enter lifts and places a piece, or answers a square to find. /hint gives a hint, /solution the solution, /help the rest; Escape goes back to the game.
train-record-unreadable = The training record cannot be read: { $reason }
train-record-in-use = Your training record is in use by another Annabella that is training now. Finish or leave the exercise there, then train here: nothing is lost.
train-mistakes-none-due-window = No retry is due. Go over my last finished game, in this menu, finds moments to retry with Stockfish.
# The window's Learn menu: a finished game gone over by Stockfish.
train-going-over-no-engine = Going over a game needs Stockfish ({ $program }), which is not installed: apt install stockfish, then try again.
train-going-over-no-game = No finished game to go over: finish a game first. At the terminal, annabella train mistakes GAME goes over any saved game or PGN file.
train-going-over-how = Escape stops it; Enter tells how far it is.
train-going-over-progress = { $done } of { $total } moves gone over.
train-going-over-stopped = Going over the game is stopped; nothing of it is kept.
train-going-over-failed = The game could not be gone over: { $reason }

## Online play: the game

error-online-not-a-move = move { $number } of the server’s list, { $word }, is not a move
error-online-illegal-move = move { $number } of the server’s list, { $word }, is not legal there
error-online-refused = lichess refused it: { $reason }
error-online-unauthorized = lichess does not accept your login any more: log in again with “annabella online login”.
error-online-not-found = it is gone: taken back, expired, or already over
error-online-rate-limited = lichess asked us to slow down; wait a minute, then try again
error-online-network = lichess could not be reached: { $reason }; check the connection, then try again
error-online-not-connected = not connected to lichess: nothing was sent. Take the game up with “annabella online” to play it on.
error-online-not-yours = game { $id } is not one of your games on lichess
error-online-variant = { $name } is not played here: only standard chess
game-start-online = Online game on lichess, { $rated ->
    [rated] rated
   *[casual] casual
}, { $control }: you play { $color } against { $opponent }. { $help }
online-control = time control { $control }
online-days = { $days ->
    [one] one day per move
   *[other] { $days } days per move
}
online-days-hours = { $days ->
    [0] { $hours ->
        [0] no time
        [one] one hour
       *[other] { $hours } hours
    }
    [one] { $hours ->
        [0] one day
        [one] one day and one hour
       *[other] one day and { $hours } hours
    }
   *[other] { $hours ->
        [0] { $days } days
        [one] { $days } days and one hour
       *[other] { $days } days and { $hours } hours
    }
}
online-your-time = You have { $time } for your move.
online-clock-left = { $time } left for the move
online-time-left = { $color } to move: { $time } left, of { $days ->
    [one] one day
   *[other] { $days } days
} per move.
online-ai-name = lichess AI level { $level }
online-opponents-move = { $color } moves on lichess: wait for the move.
online-bad-line = A line from lichess could not be read ({ $reason }); it is skipped.
online-first-move-deadline = { $seconds } seconds to make your first move, or lichess aborts the game.
online-caught-up = { $count } moves were played while the connection was away.
online-taken-back = { $count ->
    [one] One move taken back
   *[other] { $count } moves taken back
} on lichess. { $board ->
    [tactile] Take { $count ->
        [one] it
       *[other] them
    } back on your board too (/pending says what differs).
   *[none] { "" }
} { $color } to move.
online-draw-offered = { $input ->
    [lines] /draw accepts, /decline or your move declines.
   *[keys] Ctrl+D accepts; Ctrl+Shift+N or your move declines.
}
online-takeback-offered = { $color } asks to take back the last move: { $input ->
    [lines] /takeback accepts, /decline declines.
   *[keys] Ctrl+Shift+B accepts, Ctrl+Shift+N declines.
}
online-ended = { $status ->
    [aborted] The game was aborted.
    [mate] Checkmate.
    [resign] Resigned.
    [stalemate] Stalemate.
    [timeout] The opponent left, and the win was claimed.
    [draw] Drawn.
    [outoftime] Time is up.
    [cheat] lichess ended the game for cheating.
    [nostart] The game was aborted: the first move was not made in time.
    [insufficient] Drawn: not enough material to mate.
   *[other] lichess ended the game.
}
online-chat = { $room ->
    [spectator] Spectator
   *[player] Chat
} { $name }: { $text }
online-chat-sent = Sent to the chat: { $text }
online-chat-empty = Write the text after /chat.
online-opponent-gone = { $color } has left the game. { $seconds ->
    [0] You may claim the win now: /flag claims it, /claim claims a draw.
   *[other] You may claim the win in { $seconds } seconds.
}
online-opponent-back = { $color } is back.
online-move-refused = The move is taken back: { $color } to move again.
online-reconnected = Connected to lichess again.
online-lost = The connection to lichess was lost ({ $reason }); trying again in { $seconds } seconds.
online-taken-over = lichess was opened elsewhere with your account, and this connection was closed. Close the other one and start again here.
online-closed-login = lichess no longer accepts your login, so this game’s connection is closed. The game so far is kept: log in again with “annabella online login”, then take it up with “annabella online play”.
online-closed-gone = lichess no longer has this game for you, so its connection is closed. The game so far is kept here.
online-rate-limited = lichess asked us to wait { $seconds } seconds before sending anything more.
online-draw-accepting = You accept the draw.
online-resigning = You resign.
online-claim-later = The opponent may still come back: you may claim in { $seconds } seconds.
online-flag-by-server = lichess keeps the clock online and ends the game itself when a flag falls.
online-claim-draw = The claim goes to lichess: it grants a repetition or the fifty-move rule, and offers a draw otherwise.
online-clock-on-server = Online the clock runs on lichess: it cannot be stopped or the game adjourned here.
online-only = { $what ->
    [takeback] Takeback
    [abort] Abort
    [decline] Decline
    [chat] Chat
   *[premove] Premove
}: only in an online game on lichess, and this game is not one.
online-abort-too-late = Both sides have moved: lichess no longer lets this game be aborted. Resign or offer a draw instead.
online-chat-open = Chat: type your words after /chat in the move field, then Enter. Escape goes back to the board.
online-game-over = The online game is over.
online-takeback-accepting = You accept the takeback.
online-takeback-asked = You ask to take back your last move.
online-abort-confirm = Abort the game? It ends for both of you, unrated. { $input ->
    [lines] /abort again aborts it.
   *[keys] Press again to abort it.
}
online-aborting = You abort the game.
online-draw-declined = You decline the draw.
online-takeback-declined = You decline the takeback.
online-nothing-to-decline = No offer stands to decline.
online-taken-up = The online game is taken up again: lichess brings it up to date.
online-opponent-unnamed = your opponent on lichess

# A premove: the player's next move typed while the opponent is to move online.
premove-held = { $replaced ->
    [yes] Premove replaced: { $move }.
   *[no] Premove: { $move }.
} It goes to lichess as soon as { $color } has moved, if it is legal then. Another move replaces it; { $input ->
    [lines] /cancel drops it.
   *[keys] Ctrl+Shift+P drops it.
}
premove-confirm-ahead = You press the clock yourself: { $input ->
    [lines] /clock now confirms it, so that it goes at once;
   *[keys] the clock key now confirms it, so that it goes at once;
} unconfirmed, it is made after { $color }’s move and waits for your press.
premove-confirmed = Premove { $move } confirmed: it goes as soon as { $color } has moved, if it is legal then.
premove-refused = Not held as a premove:
premove-unreadable = No premove can be read in this position: wait for the opponent’s move.
premove-cancelled = Premove { $move } cancelled.
premove-none = No premove is held. Type your move while the opponent is to move to hold one.
premove-played = Your premove:
premove-press = Your premove is made, not yet sent: { $input ->
    [lines] /clock sends it, /correct changes it.
   *[keys] press the clock to send it, or correct it first.
}
premove-dropped = Premove { $move } dropped: { $reason ->
    [taken] { $color } took the piece.
    [check] your king is in check, and it does not answer the check.
    [takeback] moves were taken back.
    [restart] the game was taken up again; make your move when it is your turn.
   *[illegal] it is not legal after { $color }’s move.
}
premove-tactile = With a tactile board, { $color }’s move is made there before yours: type your move once it is your turn.
premove-lifted = Premove: { $piece } lifted. Enter on the square it goes to; Escape puts it back.
premove-put-back = { $piece } put back: no premove from it.
premove-cannot-go = Not held as a premove: { $piece } cannot go to { $square }.


## Online play: the lobby

# A time control for lichess, checked before it is sent.
error-online-control-not-understood = { $text } is not a time control: write the minutes, a plus and the seconds added a move, like 15+10, or the days a move, like 3d
error-online-control-seek-too-fast = a seek must be rapid or slower: this one would last about { $estimate } by lichess’s estimate (the time plus 40 increments), and a seek needs 8 minutes or more; try 10+0 or 15+10, or challenge a player for a faster game
error-online-control-bullet = lichess plays no bullet through the Board API: this game would last about { $estimate } by lichess’s estimate (the time plus 40 increments), and it needs 3 minutes or more
error-online-control-limit-not-offered = lichess offers no clock of { $limit }: the time is whole minutes, or 15, 30, 45 or 90 seconds
error-online-control-limit-too-long = { $limit } is more than lichess’s longest clock, 3 hours
error-online-control-increment-too-long = an increment of { $increment } is more than lichess allows here, { $most }
error-online-control-days-not-offered = lichess offers no correspondence game of { $days } days a move: choose 1, 2, 3, 5, 7, 10 or 14
online-control-clock = { $time } plus { $increment } a move
online-control-sudden-death = { $time }, no increment
online-control-days = { $days ->
    [one] one day
   *[other] { $days } days
} a move
online-control-unlimited = no time limit
online-speed = { $speed ->
    [ultraBullet] an ultrabullet game
    [bullet] a bullet game
    [blitz] a blitz game
    [rapid] a rapid game
    [classical] a classical game
    [correspondence] a correspondence game
   *[other] a game
}
# The event stream: the account, challenges and games.
online-lobby-account = Logged in to lichess as { $name }.
online-lobby-no-games = No game of yours is going on.
online-lobby-games = { $count ->
    [one] One game of yours is going on:
   *[other] { $count } games of yours are going on:
}
online-lobby-game-item = against { $opponent }, you play { $color ->
    [white] White
    [black] Black
   *[random] a colour drawn by lot
}, { $turn ->
    [yours] your move
   *[theirs] their move
}, { $speed ->
    [ultraBullet] ultrabullet
    [bullet] bullet
    [blitz] blitz
    [rapid] rapid
    [classical] classical
    [correspondence] correspondence
   *[other] no time limit
}
online-lobby-no-challenges = No challenges to you.
online-lobby-challenges = { $count ->
    [one] One challenge to you:
   *[other] { $count } challenges to you:
}
online-lobby-player = { $name }
online-lobby-player-rated = { $name }, rating { $rating }
online-lobby-ai = the lichess AI at level { $level }
online-lobby-challenge = Challenge from { $challenger }: { $control }, { $rated ->
    [rated] rated
   *[casual] casual
}; { $color ->
    [white] you would play White
    [black] you would play Black
   *[random] colours drawn by lot
}. Accept or decline.
online-lobby-challenge-item = from { $challenger }: { $control }, { $rated ->
    [rated] rated
   *[casual] casual
}; { $color ->
    [white] you would play White
    [black] you would play Black
   *[random] colours drawn by lot
}
online-lobby-challenge-not-playable = That game cannot be played here: lichess’s Board API does not take it (a variant, or too fast).
online-lobby-challenge-withdrawn = { $name } took back the challenge.
online-lobby-our-challenge-canceled = Your challenge to { $name } is canceled.
online-lobby-declined = { $name } declined your challenge: { $reason ->
    [generic] they are not taking challenges now
    [later] not now, ask again later
    [toofast] too fast for them; challenge again with a slower game
    [tooslow] too slow for them; challenge again with a faster game
    [timecontrol] they do not play this time control
    [rated] they want a rated game
    [casual] they want a casual game
    [standard] they play only standard chess now
    [variant] they do not play this variant now
    [nobot] they do not take challenges from bots
    [onlybot] they take challenges only from bots
   *[other] no reason given
}.
online-lobby-game-started = Game started against { $opponent }: { $control }, { $rated ->
    [rated] rated
   *[casual] casual
}; you play { $color ->
    [white] White
    [black] Black
   *[random] a colour not yet known
}.
online-lobby-game-not-playable = This game cannot be played here: lichess’s Board API does not take it. Play it on lichess.org.
online-lobby-game-waits = It waits while you play this game: play { $opponent } opens it.
online-lobby-game-finished = The game against { $opponent } is over: { $result ->
    [won] you won
    [lost] you lost
    [aborted] it was aborted
   *[draw] a draw
}.
online-lobby-opening = Opening the game against { $opponent }.
online-lobby-unreadable = A line from lichess could not be read and is skipped: { $reason }
# What the player asks.
online-lobby-seeking = Seeking a game: { $control }, { $rated ->
    [rated] rated
   *[casual] casual
}. It starts when someone takes it up; cancel stops seeking.
online-lobby-challenging = Challenging { $name }: { $control }, { $rated ->
    [rated] rated
   *[casual] casual
}. Waiting for an answer; cancel takes it back.
online-lobby-asking-ai = Starting a game against the lichess AI at level { $level }: { $control }.
online-lobby-already-waiting = { $waiting ->
    [seek] You are seeking a game already
    [challenge] Your challenge waits for an answer already
   *[ai] A game against the lichess AI is starting already
}: cancel it first, or wait.
online-lobby-not-a-username = { $name } cannot be a lichess username: it is 2 to 30 letters, digits, - and _.
online-lobby-ai-level = The lichess AI plays at levels 1 to 8, not { $level }.
online-lobby-no-challenge = No challenge to you to answer.
online-lobby-which-challenge = { $count } challenges to you: say which, by the challenger’s name.
online-lobby-no-such-challenge = No challenge to you from { $who }.
online-lobby-accepting = Accepting the challenge from { $name }.
online-lobby-declining = Declining the challenge from { $name }.
online-lobby-nothing-to-cancel = No seek or challenge of yours is waiting.
online-lobby-seek-canceled = Seeking stopped.
online-lobby-challenge-taken-back = Your challenge to { $name } is taken back.
online-lobby-seek-expired = Nobody took up your seek, and it has expired. Seek again to go on waiting.
online-lobby-no-game = No game of yours is going on.
online-lobby-which-game = { $count } games of yours are going on, none waiting for your move: say which, by the opponent’s name.
online-lobby-no-such-game = No game of yours against { $who }.
online-lobby-request-failed = { $request ->
    [seek] The seek
    [challenge] The challenge
    [ai] The game against the lichess AI
    [accept] Accepting the challenge
    [decline] Declining the challenge
   *[cancel] Taking back the challenge
} failed: { $reason }


## Online play: the connection

online-login-listening = Waiting for lichess on this computer, port { $port }.
online-login-browser = Your browser is open at lichess: log in there, then allow Annabella.
online-login-open-by-hand = The browser could not be opened. Open this address in it, log in, then allow Annabella: { $url }
online-login-exchanging = lichess said yes: Annabella is fetching its token.
online-login-checking = Checking the token with lichess.
online-login-done = Logged in to lichess as { $name }.
online-login-page-done = Annabella is logged in to lichess. You can close this page and go back to Annabella.
online-login-page-failed = Annabella is not logged in to lichess. You can close this page and go back to Annabella.
error-lichess-cancelled = The login was cancelled at lichess: Annabella is not logged in.
error-lichess-state = The answer that came back to Annabella was not for this login, so it was refused. Log in again.
error-lichess-timed-out = No answer from the browser in { $minutes } minutes: the login is given up. Log in again, or paste a personal token.
error-lichess-denied = lichess refused the login: { $reason }
error-lichess-listener = Annabella cannot wait for the browser on this computer: { $reason }
error-lichess-token-file = The lichess token file cannot be written or removed: { $reason }
error-lichess-not-revoked = Logged out here, but lichess could not be told ({ $reason }). Revoke the token at lichess, under Preferences, API access tokens.
error-lichess-token-empty = The token is empty: paste the whole token from lichess.
error-lichess-token-too-long = The token has { $length } characters, more than { $most }: paste the token alone.
error-lichess-token-character = Character { $position } of the token is not a letter, a digit or an underscore: paste the token alone.

## Online play: the lobby lines

error-lobby-unknown = “{ $word }” is not a lobby word: type help for the words
error-lobby-usage = write it as: { $form }
error-lobby-level = the lichess AI’s level is 1 to 8, not { $text }
online-no-settings-folder = Annabella has no settings folder here to keep the lichess token in; set ANNABELLA_LICHESS_TOKEN instead.
online-logged-out = Logged out of lichess: the token is revoked and removed.
online-paste-token = Make a personal token at { $url } (with “Play games with the board API”), then paste it here and press Enter:
online-game-not-opened = lichess did not open the game: no first line came from it. Try again with play.
online-lobby-help = At the lobby: seek 15+10 [rated] [white|black] seeks anyone (rapid or slower); challenge NAME 10+5 challenges a player; ai LEVEL [15+10] plays the lichess AI (1 to 8); accept [NAME] and decline [NAME] [later|tooFast|tooSlow|rated|casual] answer a challenge; cancel takes back your seek or challenge; play [NAME] takes up a game going on; games and challenges say them again; quit leaves.
online-next-at-lobby = Another online game begins at the lobby: quit, then annabella online, where seek, challenge or ai start one.
after-game-lines-online = What now? Type review to go over the game (/back and /next step through it), export to save the scoresheet, or quit (then annabella online for another game).
online-prompt-opponent = { $color } moves on lichess

## Hardening: the training record

train-record-not-a-file = It is not a file but a folder, a pipe or a device.
train-record-too-large = It is larger than any training record: { $size } bytes.
train-record-not-text = It is not text: a binary file, or not in UTF-8.
train-record-not-json = It is not a training record: { $detail }.

## Coach: teaching from zero
train-stage-words = The board's words
# The words stage: each level teaches a word of the board, then asks it back.
train-teach-words-files = A chessboard has eight files: the lines of squares that run from White's side to Black's. From White's left to White's right they are named { $files }.
train-teach-words-ranks = It has eight ranks: the lines of squares across the board, counted from White's side. White's pieces start on rank { $first }, Black's on rank { $last }. In order: { $ranks }.
train-teach-words-squares = A square is named by its file, then its rank: { $square } is where file { $file } crosses rank { $rank }. You may also type it in letters, as f3.
train-teach-words-colours = The squares are light and dark in turn, along every file and every rank. { $corner }, White's left corner, is dark, and so is { $dark }; { $light } is light.
train-teach-words-pieces = Each side has sixteen pieces. In your words: { $king } is the king, { $queen } the queen, { $rook } a rook (there are two), { $bishop } a bishop (two), { $knight } a knight (two), { $pawn } a pawn (eight).
train-ask-words-file = Which file is number { $number } from White's left?
train-ask-words-rank = Which rank is number { $number } from White's side?
train-ask-words-piece = What is the { $role ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
   *[pawn] pawn
} called in your words?
train-level-misnamed = Not right: it is { $answer }. Type { $answer } to go on.
train-level-name-it = Here a word is asked for, not a move: type it.
# Each stage opens with what it teaches ($piece: the stage's piece in the player's words, $king: the king's).
train-teach-board = Now you move. Your { $king }, the king, steps one square in any direction: along its file, its rank or a diagonal. Type the piece and the square, as { $king } { $square }, or the square alone.
train-teach-rook = { $piece } is the rook. It moves along its rank or its file, as far as it likes, but it cannot jump over a piece.
train-teach-bishop = { $piece } is the bishop. It moves along its diagonals, as far as it likes, so it stays on squares of one colour.
train-teach-queen = { $piece } is the queen. It moves as a rook and a bishop together: along its rank, its file or its diagonals, as far as it likes.
train-teach-king = { $piece } is the king. It steps one square in any direction. It must never stand in check.
train-teach-knight = { $piece } is the knight. It jumps two squares along a rank or a file and then one to the side, over any piece in between.
train-teach-pawn = { $piece } is the pawn. It moves one square straight forward, two from its starting rank, and takes one square diagonally forward.
train-teach-capture = You capture by moving onto the square of an opponent's piece: it leaves the board. Each piece takes the way it moves; only the pawn takes differently, diagonally forward.
train-teach-promotion = A pawn that reaches the last rank becomes a queen, a rook, a bishop or a knight, as you choose; nearly always a queen.
train-teach-castling = Castling moves the king two squares towards a rook, and that rook over the king to the square beside it. Neither may have moved, the squares between must be empty, and the king may not be in check, cross an attacked square or land on one.
train-teach-en-passant = A pawn that moves two squares and lands beside an opponent's pawn may be taken by that pawn as if it had moved one: only on the very next move.
train-teach-check = A king attacked by a piece is in check. The player in check must end it at once: move the king, take the attacker or put a piece between.
train-teach-mate = Checkmate: the king is in check and no move ends it. That wins the game.
train-teach-stalemate = Stalemate: the player to move is not in check but has no legal move. The game is drawn.
train-teach-draws = A game is drawn at once when neither side can ever mate, whatever is played: a dead position.
train-teach-tournament = In a tournament by Appendix D you play on your own tactile board, and each move is announced aloud in words.
# A lesson's move that breaks the rule of how its piece moves ($square: where it was sent).
train-rule-king = A { $piece } steps one square in any direction: { $square } is further away.
train-rule-queen = A { $piece } moves along its rank, its file or its diagonals: { $square } is on none of them.
train-rule-rook = A { $piece } moves along its rank or its file: { $square } is on neither.
train-rule-bishop = A { $piece } moves along its diagonals: { $square } is on neither.
train-rule-knight = A { $piece } jumps two squares along a rank or a file and one to the side: { $square } is not such a jump away.
train-rule-pawn = A { $piece } moves one square straight forward, two from its starting rank, and takes one diagonally forward: { $square } is none of these.
train-level-no-such-piece = You have no { $piece } here. Your pieces: { $pieces }.
train-level-which-piece = Which piece? { $pieces } can go to { $square }: type the piece and the square.
train-level-none-goes = None of your pieces can go to { $square }.
train-level-named = Right: { $stars ->
    [one] one star
   *[other] { $stars } stars
}.
train-help-words = Type the word asked for, in your words or in letters: { $file } or c, { $square } or e4, light or dark, { $piece } or R. /repeat says the question again; /quit stops.
train-par-explained = Par is the fewest moves that reach the goal.
train-stars-explained = Stars say how it went: 3 at the first try or at par, 2 within two more, 1 after that. Any level can be played again for more.
train-not-understood = Not understood: { $word }. /help says what you can type.
# The coach's words typed without the slash, as it offers them ("ask for a hint, or give up").
train-accept-hint = hint | a hint | clue
train-accept-give-up = give up | i give up | solution | the solution
train-accept-help = help
train-accept-repeat = repeat | again | say again
train-accept-board = board | the board
train-accept-quit = quit | stop
# Why a puzzle's rating change is what it is (issue 38, point 5).
train-rating-why = For the rating only a solve at the first try without a hint counts as a win: this one had { $hints ->
    [0] no hint
    [one] one hint
   *[other] { $hints } hints
} and { $wrong ->
    [0] no wrong try
    [one] one wrong try
   *[other] { $wrong } wrong tries
}.
train-rating-shown = The solution was shown: for the rating, a miss.
# Between the moves of a solution shown, the opponent's reply (issue 38, point 10).
train-solution-answer = { $color ->
    [white] White
   *[black] Black
} answers { $move }.
# The terminal's prompt once the game is over (issue 38, point 10).
after-game-prompt = What now
# A lesson's hints (issue 38): the word asked for; what /hint and /solution do in a lesson.
train-hint-named = It is { $answer }.
train-help-lesson-hint = Stuck? /hint says which piece to move, then where, then the move; /solution gives the move.
online-claim-now = You may claim the win now: /flag claims it, /claim claims a draw.
speech-reader-gone = { $reader } no longer answers ({ $reason }): the app's words are now said by the system's voices.
# The new game's questions at the terminal (issue 38): a value listed by /help; the first question; /cancel with no game.
form-line-value = { $n }. { $value }
form-line-how-first = Type a number or the first word of a value to choose it; /help lists the values; an empty line starts the game; /learn 1 starts the first lesson, from zero, and /learn lists all training; /quit leaves.
newgame-cancel-none = There is no game to go back to: an empty line starts this one, /learn opens the lessons, /quit leaves.
# What is due, named (issue 38); training offered once as a game opens at the terminal.
train-due-named = { $count ->
    [one] One exercise is due
   *[other] { $count } exercises are due
}: { $names }.
train-due-more = and { $count } more
train-due-puzzle = puzzle { $id }, rated { $rating }
train-due-drill = the drill { $name }
train-due-retry = your move { $number } as { $color ->
    [white] White
   *[black] Black
} in one of your games
train-due-retry-gone = a move of one of your games
train-invite = Lessons from zero, drills and puzzles: /learn.
# annabella train without what to train, and train drill without a kind (issue 38); going over a game at the terminal.
train-usage = What to train: annabella train learn (lessons from zero), drill (the board by ear), puzzle (the due ones first), mistakes (from your own games) or progress. annabella train --help says more.
train-drill-kinds = The drills: type annabella train drill and one of these words.
train-drill-kind = { $kind }: { $name }
train-going-over-how-lines = /quit stops it; any other line tells how far it is.
# A timed drill's deadline said when it comes, and a right answer after it (issue 38).
train-time-up-now = Time is up: 30 seconds. Answer all the same; it counts as a miss.
train-late-right = Right, but late: it counts as a miss.
# The simple mates' stage (issue 38): its name and what it teaches.
train-stage-mates = Simple mates: queen, rook, two rooks
train-teach-mates = A lone king is mated on the edge of the board. Your king comes near to take its escape squares, or one rook takes a whole rank away; then the queen or the other rook mates along the edge. Do not leave it without a move while it is not in check: that is stalemate, a draw.
# The values of the pieces' stage (issue 38): its name, what it teaches, its goal, a lesser capture.
train-stage-values = The values of the pieces
train-teach-values = Pieces are worth points: { $pawn } 1, { $knight } 3, { $bishop } 3, { $rook } 5, { $queen } 9; { $king } is never taken. When you can take one of two, take the one worth more.
train-goal-capture-best = Take the piece worth most.
train-level-worth-less = Not played: { $taken } is worth { $worth }; { $best }, worth { $most }, can be taken.
# The protection stage (issue 38): its name, what it teaches, its goal.
train-stage-protection = Protecting a piece
train-teach-protection = A piece is protected when another of yours could take back on its square: whoever takes it loses the taker. When one of yours is attacked, protect it, or move it away.
train-goal-protect = Your { $piece } on { $square } is attacked: protect it where it stands.
train-unsaved-offer = This round is not saved: its record cannot be written where it is. Type a folder on another disk or a stick to save it there; an empty line leaves without saving it.
train-folder-prompt = Folder
train-progress-saved-in = Your training is saved in { $path }. Train on it there with: annabella train --record { $path }
train-unsaved-lost = This round of training is not saved.
# The first answer to /learn at the terminal: the choices by group, with their numbers (issue 38).
learn-short = Learn: { $lessons }, lessons by doing, the next level not yet done; { $drills }, drills by ear, each untimed, then timed; { $puzzles }, puzzles; { $mistakes }, my mistakes and my last game gone over; { $progress }, my progress.
learn-short-how = Type a number or a choice's first words; /help lists all { $count } choices, a line each; an empty line goes back to { $back ->
        [questions] the new game's questions
       *[game] the game
    }.
learn-span = { $from } to { $to }
learn-pair = { $from } and { $to }
# Online play from the window (issue 36): the new-game dialog's choice and the lobby view.
newgame-vocab-yours = Your moves and your opponent's are said in
newgame-online-elsewhere = Online games are found at the lobby: type quit, then annabella online (annabella online --help says how).
window-online = Play online on lichess
window-online-opened = Play online on lichess. Connecting. Tab goes through your games going on, the challenges to you, and the forms to seek a game, challenge a player or play the lichess AI; Enter in a field sends its form; Escape goes back to the game.
window-online-not-logged-in = Play online on lichess. You are not logged in. Log in through your browser (the first button: lichess opens there, you log in and allow Annabella), or make a personal token at { $url } (with “Play games with the board API”), paste it in the token field, and press Enter. Escape goes back to the game.
window-online-connecting = Connecting to lichess.
window-online-closed = Not connected to lichess.
window-online-account = Logged in to lichess as { $name }; { $connected ->
    [yes] connected
   *[no] the connection is lost, connecting again
}{ $waiting ->
    [yes] ; your seek or challenge waits for an answer.
   *[no] .
}
window-online-login-how = Not logged in. Log in through your browser, or paste a personal token from lichess here.
window-online-token = Personal token from lichess
window-online-log-in = Log in with this token
window-online-games = Your games going on
window-online-take-up = Enter takes this game up.
window-online-challenges = Challenges to you
window-online-accept = Accept
window-online-decline = Decline
window-online-control = Time control, minutes plus seconds a move
window-online-control-hint = For example 15+10. A seek must be rapid or slower (lichess's rule): at least 8 minutes for a game without increment.
window-online-rated = Rated
window-online-seek = Seek a game with anyone
window-online-user = The player's lichess name
window-online-challenge = Challenge this player
window-online-level = The lichess AI's level, 1 to 8
window-online-ai = Play the lichess AI
window-online-cancel = Cancel your seek or challenge
window-online-refused = Not sent: { $reason }
window-online-check = { $label }: { $value ->
    [yes] yes
   *[no] no
}
window-online-said = { $name }: { $about }
window-online-browser = Log in through your browser
window-online-reconnect = Connect to lichess again
window-online-reason = Reason to decline: { $reason ->
    [later] not now, later
    [toofast] too fast for me
    [tooslow] too slow for me
    [timecontrol] not this time control
    [rated] I want a rated game
    [casual] I want a casual game
   *[generic] none given
}
