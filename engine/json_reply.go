package engine

import "fmt"

// Reply is a player's answer to a decision as a server receives it: the
// player, and the indices of the options chosen (Decision), in order. Its
// JSON form is {"player": 0, "choices": [1, 2]}.
type Reply struct {
	Player  PlayerID `json:"player"`
	Choices []int    `json:"choices"`
}

// jsonReply is what DecodeReply reads, with the required fields told apart
// from zero values.
type jsonReply struct {
	Player  *PlayerID `json:"player"`
	Choices *[]int    `json:"choices"`
}

// DecodeReply decodes a Reply from its JSON form. Malformed input (not
// JSON, an unknown field, a missing player or choices, a player or an
// index out of range) gets a JSONError (errors.Is ErrMalformedJSON).
// Whether the choices answer the decision waiting is the game's to say.
func DecodeReply(b []byte) (Reply, error) {
	var j jsonReply
	if err := decodeShape("reply", b, &j); err != nil {
		return Reply{}, err
	}
	switch {
	case j.Player == nil:
		return Reply{}, jsonErr("reply", required("player"))
	case j.Choices == nil:
		return Reply{}, jsonErr("reply", required("choices"))
	case *j.Player < 0 || *j.Player >= MaxPlayers:
		return Reply{}, jsonErr("reply", fmt.Errorf("%w: player %d out of range", ErrMalformedJSON, *j.Player))
	}
	for _, i := range *j.Choices {
		if i < 0 {
			return Reply{}, jsonErr("reply", fmt.Errorf("%w: option %d out of range", ErrMalformedJSON, i))
		}
	}
	return Reply{Player: *j.Player, Choices: append([]int{}, *j.Choices...)}, nil
}
