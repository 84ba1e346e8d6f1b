# English announcements. Files keep the Appendix D names (Anna ... Hector), which are clearer when heard than letters.

meta-language = en
meta-say-pawn = no

file-a = Anna
file-b = Bella
file-c = Caesar
file-d = David
file-e = Eva
file-f = Felix
file-g = Gustav
file-h = Hector

rank-1 = one
rank-2 = two
rank-3 = three
rank-4 = four
rank-5 = five
rank-6 = six
rank-7 = seven
rank-8 = eight

piece-king = King
piece-queen = Queen
piece-rook = Rook
piece-bishop = Bishop
piece-knight = Knight
piece-pawn = Pawn

letter-king = K
letter-queen = Q
letter-rook = R
letter-bishop = B
letter-knight = N

takes = takes
check = check
checkmate = checkmate
en-passant = en passant
castle-king-side = short castle
castle-queen-side = long castle
promotion = { $piece }
or = or

accept-file-c = Cäsar | Cesar
accept-file-h = Hektor
accept-takes = captures | x
accept-checkmate = mate
accept-castle-king-side = castles short | castle short | short castling | kingside castle | castles kingside
accept-castle-queen-side = castles long | castle long | long castling | queenside castle | castles queenside
accept-filler = to | promotes | promote | equals | on | moves

white = White
black = Black
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
    [white] White wins, one nil
    [black] Black wins, nil one
   *[draw] Draw, a half each
}
event-draw-offer = { $color } offers a draw
event-resignation = { $color } resigns
event-flag-fall = { $color } has run out of time
event-both-flags = Both flags have fallen

# Time is said in words, never as a clock face ("01:03:10").
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

# Comparing a physical board with the game (Appendix D.2.9).
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
