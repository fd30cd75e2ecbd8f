# Two commands do all set-up: `make run` (the coach with its embedded service) and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run serve test benchmark train venv clean

# (Re)create the virtual environment and install pinned dependencies when the requirement files change.
$(STAMP): requirements.txt requirements-dev.txt requirements-ray.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements-dev.txt
	@touch $(STAMP)

venv: $(STAMP)

run: $(STAMP)
	$(BIN)/streamlit run app.py

serve: $(STAMP)
	$(BIN)/python -m moderation serve

test: $(STAMP)
	$(BIN)/lint-imports
	$(BIN)/python -m pytest

benchmark: $(STAMP)
	$(BIN)/python -m benchmarks

train: $(STAMP)
	$(BIN)/python -m moderation.engine.training

clean:
	rm -rf $(VENV) .pytest_cache
