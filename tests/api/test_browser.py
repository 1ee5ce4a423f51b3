"""The web page in real headless Chromium against the real app on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.api.browser import emulate_desktop, emulate_phone, needs_chromium, start_chromium
from tests.api.scenarios import ADVANCE, SYNTAX_ERROR

pytestmark = needs_chromium

WAIT = 20


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    d = start_chromium(tmp_path_factory.mktemp("chromium-profile"))
    yield d
    d.quit()


@pytest.fixture
def page(driver: Any, live_url: str) -> Any:
    """The page freshly loaded and its script started."""
    from selenium.webdriver.support.ui import WebDriverWait

    emulate_desktop(driver)
    driver.get(live_url + "/")
    WebDriverWait(driver, WAIT).until(
        lambda d: d.execute_script("return document.body.dataset.ready") == "1")
    return driver


def wait_for(driver: Any, css: str, text: str | None = None) -> Any:
    """The first visible element matching css (and containing text, if given).

    The page re-renders a panel when a fetch lands, so an element found a moment ago may be
    replaced while it is inspected; that is a reason to look again, not a failure.
    """
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    def found(d: Any) -> Any:
        for el in d.find_elements(By.CSS_SELECTOR, css):
            if el.is_displayed() and (text is None or text in el.text):
                return el
        return False

    wait = WebDriverWait(driver, WAIT, ignored_exceptions=(StaleElementReferenceException,))
    return wait.until(found, f"no visible {css!r} with {text!r}")


def set_value(driver: Any, css: str, value: str) -> None:
    driver.execute_script(
        "const el = document.querySelector(arguments[0]); el.value = arguments[1];"
        "el.dispatchEvent(new Event('input', {bubbles: true}));", css, value)


def test_search_as_you_type_open_clause_translation_and_reference(page: Any) -> None:
    from selenium.webdriver.common.by import By

    page.find_element(By.ID, "q").send_keys("ダメージの解決")
    wait_for(page, '#results a[data-uid="sakura-ja#5-5-1"]').click()
    title = wait_for(page, "#clause h2", "5-5-1 ダメージの解決")
    assert "sakura-ja#5-5-1" in title.text
    assert page.execute_script("return location.hash") == "#clause/sakura-ja%235-5-1"
    # The Korean translation beside the Japanese text.
    ko = wait_for(page, '#clause .side[data-uid="sakura-ko#5-5-1"]')
    assert ko.get_attribute("lang") == "ko"
    assert "translation" in ko.text
    ja = page.find_element(By.CSS_SELECTOR, '#clause .side[data-uid="sakura-ja#5-5-1"]')
    assert "ダメージが発生した場合、5-8-3に従ってそれを解決する。" in ja.text
    # The number in the text is a link; following it opens 5-8-3, and Back returns.
    ja.find_element(By.CSS_SELECTOR, 'a.ref[data-uid="sakura-ja#5-8-3"]').click()
    wait_for(page, "#clause h2", "5-8-3")
    cited_by = wait_for(page, "#refs-in")
    assert "5-5-1" in cited_by.text
    page.back()
    wait_for(page, "#clause h2", "5-5-1 ダメージの解決")


def test_keyboard_slash_type_number_enter_opens_clause(page: Any) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    page.find_element(By.TAG_NAME, "footer").click()  # focus away from the search box
    ActionChains(page).send_keys("/").perform()
    assert page.switch_to.active_element.get_attribute("id") == "q"
    ActionChains(page).send_keys("９－４－１", Keys.ENTER).perform()
    title = wait_for(page, "#clause h2", "9-4-1")
    assert "適正距離の確認" in title.text
    crumbs = page.find_element(By.CSS_SELECTOR, "#clause .crumbs").text
    assert "9-4" in crumbs


def test_korean_search_shows_korean_results(page: Any) -> None:
    from selenium.webdriver.common.by import By

    page.find_element(By.ID, "q").send_keys("전진")
    row = wait_for(page, '#results a[data-uid="sakura-guide-ko#2.2.3"]')
    assert row.find_element(By.CSS_SELECTOR, ".quote").get_attribute("lang") == "ko"


def test_scenario_syntax_error_points_at_the_line(page: Any) -> None:
    from selenium.webdriver.common.by import By

    page.find_element(By.ID, "tab-scenario").click()
    set_value(page, "#scenario", SYNTAX_ERROR)
    page.find_element(By.ID, "simulate-button").click()
    err = wait_for(page, "#scenario-error", "Line 4, column 10")
    assert "Expected: a number" in err.text
    assert "distance six" in err.find_element(By.TAG_NAME, "pre").text
    assert page.find_element(By.ID, "bad-line").text == "4"
    page.find_element(By.ID, "goto-error").click()
    caret = page.execute_script("return document.querySelector('#scenario').selectionStart")
    assert caret == SYNTAX_ERROR.index("six")


def test_scenario_simulate_shows_trace_with_clause_links(page: Any) -> None:
    from selenium.webdriver.common.by import By

    page.find_element(By.ID, "tab-scenario").click()
    set_value(page, "#scenario", ADVANCE)
    page.find_element(By.ID, "simulate-button").click()
    result = wait_for(page, "#scenario-result", "All expectations met")
    step = result.find_element(By.CSS_SELECTOR, 'a.cl[data-uid="sakura-ja#9-6-1"]')
    assert step.text == "[9-6-1 前進]"
    step.click()
    wait_for(page, "#clause h2", "9-6-1 前進")


def test_readable_at_375_px_without_sideways_scrolling(page: Any, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    emulate_phone(page)
    inner = page.execute_script("return window.innerWidth")
    assert inner == 375
    page.find_element(By.ID, "q").send_keys("5-7")
    wait_for(page, '#results a[data-uid="sakura-ja#5-7"]').click()
    wait_for(page, '#clause .side[data-uid="sakura-ko#5-7"]')
    width = page.execute_script("return document.documentElement.scrollWidth")
    assert width <= inner, f"page is {width} px wide in a {inner} px window"
    sides = page.find_elements(By.CSS_SELECTOR, "#clause .side")
    assert sides[0].location["y"] < sides[1].location["y"], "translation stacks below at 375 px"
    assert page.save_screenshot(str(tmp_path / "phone.png"))


def test_ask_japanese_question_shows_verdict_and_citation_link(page: Any) -> None:
    from selenium.webdriver.common.by import By

    page.find_element(By.ID, "tab-ask").click()
    page.find_element(By.ID, "question").send_keys("オーラが5のとき前進できますか？")
    page.find_element(By.ID, "ask-button").click()
    verdict = wait_for(page, "#verdict", "no")
    assert "simulation" in verdict.text
    assert "基本動作" in page.find_element(By.CSS_SELECTOR, "#answer .trace").text
    cite = page.find_element(By.CSS_SELECTOR, '#citations a[data-uid="sakura-ja#7-1-3-1"]')
    assert cite.text == "7-1-3-1 上限"
    cite.click()
    wait_for(page, "#clause h2", "7-1-3-1 上限")
    assert page.find_element(By.ID, "panel-ask").is_displayed() is False


def test_scenario_legal_actions_and_ctrl_enter(page: Any) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    page.find_element(By.ID, "tab-scenario").click()
    set_value(page, "#scenario", ADVANCE)
    page.find_element(By.ID, "legal-button").click()
    refused = wait_for(page, "#illegal li", "A:basic(cost=focus, name=advance)")
    assert refused.find_element(By.CSS_SELECTOR, "a").get_attribute("data-uid") == "sakura-ja#9-6"
    assert wait_for(page, "#legal").text == "A:end_phase()"
    page.find_element(By.ID, "scenario").click()
    ActionChains(page).key_down(Keys.CONTROL).send_keys(Keys.ENTER).key_up(Keys.CONTROL).perform()
    wait_for(page, "#scenario-result", "All expectations met")
