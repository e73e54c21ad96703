module example.com/mycathar

go 1.26.0

require github.com/cathar-engine/cathar v0.0.0-00010101000000-000000000000
