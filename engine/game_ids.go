package engine

// PlayerID identifies a player by their position in turn order, from 0.
type PlayerID int8

// NoPlayer is the PlayerID of no player.
const NoPlayer PlayerID = -1

// ObjID identifies one object (CR 109). A card that changes zones becomes a
// new object with a new ObjID (CR 400.7); a permanent that transforms keeps
// its ObjID (CR 712.18). The zero value is no object.
type ObjID int32

// NoObj is the ObjID of no object.
const NoObj ObjID = 0

// CardID identifies a physical card (or token) for the whole game, across
// all the objects it becomes. Tests and scenario labels follow a CardID.
type CardID int32

// StackID identifies one spell or ability on the stack.
type StackID int32

// MaxPlayers is the largest number of players a game may have.
const MaxPlayers = 8
