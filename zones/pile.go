package zones

// Pile is the ordered contents of one zone: the first element is the bottom
// (of a library or the stack) and the last is the top. Elements are small ids
// chosen by the caller. A Pile is a plain slice, so copying one is a single
// append.
type Pile[T comparable] []T

// Len returns the number of elements.
func (p Pile[T]) Len() int { return len(p) }

// Top returns the last element and true, or the zero value and false when
// the pile is empty.
func (p Pile[T]) Top() (T, bool) {
	var zero T
	if len(p) == 0 {
		return zero, false
	}
	return p[len(p)-1], true
}

// Push puts x on top.
func (p *Pile[T]) Push(x T) { *p = append(*p, x) }

// PushBottom puts x at the bottom.
func (p *Pile[T]) PushBottom(x T) {
	var zero T
	*p = append(*p, zero)
	copy((*p)[1:], (*p)[:len(*p)-1])
	(*p)[0] = x
}

// Pop removes and returns the top element; ok is false when the pile is empty.
func (p *Pile[T]) Pop() (x T, ok bool) {
	x, ok = p.Top()
	if ok {
		*p = (*p)[:len(*p)-1]
	}
	return x, ok
}

// Index returns the position of x, or -1.
func (p Pile[T]) Index(x T) int {
	for i, y := range p {
		if y == x {
			return i
		}
	}
	return -1
}

// Contains reports whether x is in the pile.
func (p Pile[T]) Contains(x T) bool { return p.Index(x) >= 0 }

// Remove deletes x, keeping the order of the rest, and reports whether it
// was there. It looks from the top down, where what leaves a pile most
// often is (a card drawn, a spell resolving), and deletes the topmost x
// of a pile that holds it more than once.
func (p *Pile[T]) Remove(x T) bool {
	q := *p
	for i := len(q) - 1; i >= 0; i-- {
		if q[i] == x {
			*p = append(q[:i], q[i+1:]...)
			return true
		}
	}
	return false
}

// Replace puts y where x was and reports whether x was there.
func (p Pile[T]) Replace(x, y T) bool {
	i := p.Index(x)
	if i < 0 {
		return false
	}
	p[i] = y
	return true
}

// Shuffle permutes the pile with a Fisher–Yates shuffle driven by intn,
// which must return a uniform integer in [0, n). Passing a seeded source
// makes the shuffle deterministic.
func (p Pile[T]) Shuffle(intn func(n int) int) {
	for i := len(p) - 1; i > 0; i-- {
		j := intn(i + 1)
		p[i], p[j] = p[j], p[i]
	}
}
