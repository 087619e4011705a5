"""Test cases that fail on their own.

A test registers its cases in order with a `Cases` object (as a decorator); each case is a
function of the test's fixture (a session, a desktop and an application, …) whose checks are
`expect(condition, what)`. The first check that fails ends its case with what it says, and the
next case runs; an exception ends it likewise. Each case is reported on one line,
`NAME: ok   TITLE` or `NAME: FAIL TITLE: WHAT`, then the count; the exit status is 1 if any failed.
A case's title is the first line of its docstring.

    cases = Cases("fcitx5-dbus-test")

    @cases
    def return_commits(session):
        "c a t Return commits 🐱"
        ...
        expect(ic.commits == ["🐱"], f"the commits: {ic.commits}")

    sys.exit(cases.main(parser, lambda args: cases.run(make_session(args))))
"""

import sys
import time
import traceback


class Failed(AssertionError):
    """A check of a case did not hold."""


def expect(condition, what):
    """Ends the running case, failed with `what`, unless `condition` holds; otherwise `condition`."""
    if not condition:
        raise Failed(what)
    return condition


class Cases:
    def __init__(self, name):
        self.name = name
        self.cases = []
        self.passed = 0
        self.failed = []
        self.pattern = None

    def __call__(self, function):
        """Registers `function` as the next case."""
        self.cases.append(function)
        return function

    @staticmethod
    def title(function):
        return (function.__doc__ or function.__name__.replace("_", " ")).strip().splitlines()[0]

    def selected(self):
        """The cases to run: all, or those whose name contains --case."""
        return [case for case in self.cases if not self.pattern or self.pattern in case.__name__]

    def run(self, fixture, label=""):
        """Runs the selected cases in order against `fixture`; `label` prefixes their titles."""
        for case in self.selected():
            title = label + self.title(case)
            try:
                case(fixture)
            except Failed as failure:
                self._report(title, str(failure))
            except Exception as error:  # the case cannot go on; the others still run
                traceback.print_exc(file=sys.stderr)
                self._report(title, f"{type(error).__name__}: {error}")
            else:
                self._report(title, None)

    def run_in_each(self, names, make_fixture):
        """Runs the selected cases once per name (a toolkit, a desktop) against `make_fixture(name)`,
        their titles prefixed with the name; a fixture that cannot start fails its cases with the
        reason, and each fixture is stopped (`stop()`) after its cases."""
        for name in names:
            label = f"{name}: "
            try:
                fixture = make_fixture(name)
            except Exception as error:  # a fixture that cannot start fails its cases, with the reason
                self.fail_all(f"{type(error).__name__}: {error}", label=label)
                continue
            try:
                self.run(fixture, label=label)
            finally:
                fixture.stop()

    def fail_all(self, reason, label=""):
        """Reports every selected case as failed for `reason` (their fixture did not start)."""
        for case in self.selected():
            self._report(label + self.title(case), reason)

    def main(self, parser, run):
        """Parses the command line (`parser` plus --case), calls `run(args)`, which runs the cases,
        and reports; the exit status. A `run` that raises fails the cases not yet reported."""
        parser.add_argument("--case", help="run only the cases whose function name contains this")
        args = parser.parse_args()
        self.pattern = args.case
        started = time.monotonic()
        try:
            run(args)
        except Exception as error:  # the fixture did not start, or did not stop
            traceback.print_exc(file=sys.stderr)
            self._report("the test's session", f"{type(error).__name__}: {error}")
        total = self.passed + len(self.failed)
        print(f"{self.name}: {self.passed} of {total} cases passed in {time.monotonic() - started:.0f} s", flush=True)
        for title in self.failed:
            print(f"{self.name}: failed: {title}", flush=True)
        return 1 if self.failed or not total else 0

    def _report(self, title, failure):
        if failure is None:
            self.passed += 1
            print(f"{self.name}: ok   {title}", flush=True)
        else:
            self.failed.append(title)
            print(f"{self.name}: FAIL {title}: {failure}", flush=True)
