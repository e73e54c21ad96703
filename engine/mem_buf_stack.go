package engine

// bufStack holds reusable buffers of one kind, one per depth: code that
// may run inside itself (a batch of moves whose "until" effects return
// other objects in a batch of their own, CR 610.3) takes a buffer as it
// begins and gives it back as it ends. The buffers are not game state.
type bufStack[T any] struct {
	bufs  [][]T
	depth int
}

// take returns an empty buffer.
func (s *bufStack[T]) take() []T {
	if s.depth == len(s.bufs) {
		s.bufs = append(s.bufs, nil)
	}
	b := s.bufs[s.depth][:0]
	s.depth++
	return b
}

// give takes back the buffer that the latest take returned, as *b has
// grown since, for the next taker at that depth.
func (s *bufStack[T]) give(b *[]T) {
	s.depth--
	s.bufs[s.depth] = (*b)[:0]
}
