// Package rulesindex says, at run time, where Cathar cites each rule of
// the Comprehensive Rules and which rule numbers moved between the two
// editions the project has followed. Lookup reads the index that the
// module's rules-index test generates from the code's citations (the data
// behind docs/rules-index.md, embedded); Moved and Aliases read the table
// of the numbers that changed from the September 19, 2025 edition to the
// September 25, 2026 edition (docs/rules-editions.md). It imports nothing
// of the module.
package rulesindex

// Edition is the edition of the Comprehensive Rules whose numbers the
// project cites.
const Edition = "September 25, 2026"

// PreviousEdition is the edition the project cited before Edition; the
// alias table maps its numbers that moved.
const PreviousEdition = "September 19, 2025"
