"""Headless Chromium driven by Selenium for the HTML report tests and bench/report_speed.py.

As a script, a screenshot of a run report with one question's grid open (the README's picture):
``.venv/bin/python tests/helpers/browser.py deltom_out/miniature/report.html report.png``

``unavailable()`` says why no browser can run here (None when one can); ``open_browser()`` starts
Debian's ``chromium`` through ``chromium-driver`` with the console and network logs on, so a test can
check that a page made no request and logged no error.
"""
from __future__ import annotations

import json
import shutil
from contextlib import contextmanager
from typing import Iterator, Optional

CHROMIUM = ("chromium", "chromium-browser", "google-chrome")
DRIVER = "chromedriver"


def binaries() -> tuple[Optional[str], Optional[str]]:
    """(browser, driver) paths found on PATH (or /usr/bin), None where missing."""
    browser = next((p for p in (shutil.which(b) or shutil.which(b, path="/usr/bin") for b in CHROMIUM) if p), None)
    return browser, shutil.which(DRIVER) or shutil.which(DRIVER, path="/usr/bin")


def unavailable() -> Optional[str]:
    """Why the browser tests cannot run, or None."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[dev]')"
    browser, driver = binaries()
    if not browser or not driver:
        return "chromium / chromium-driver not installed (apt-get install -y chromium chromium-driver; .ci/run does)"
    return None


@contextmanager
def open_browser(width: int = 1400, height: int = 1000) -> Iterator:
    """A headless Chromium WebDriver, quit on exit."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, driver_path = binaries()
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                 f"--window-size={width},{height}", "--no-first-run", "--disable-extensions"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    try:
        yield driver
    finally:
        driver.quit()


def console_errors(driver) -> list[str]:
    """Console messages of level SEVERE (errors, CSP violations) since the last call."""
    return [entry["message"] for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def requested_urls(driver) -> list[str]:
    """URLs the page asked the network for since the last call (``file://`` and ``data:`` excluded)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if not url.startswith(("file://", "data:", "about:")):
                urls.append(url)
    return urls


def screenshot(page: str, png: str, question: int = 0, width: int = 1400, height: int = 1000) -> None:
    """``png``: the report ``page`` scrolled to question ``question`` with its grid open."""
    from pathlib import Path

    from selenium.webdriver.common.by import By

    with open_browser(width, height) as driver:
        driver.get(Path(page).resolve().as_uri())
        item = driver.find_elements(By.CSS_SELECTOR, ".q")[question]
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -90)", item)
        item.find_element(By.CSS_SELECTOR, ".qh").click()
        driver.save_screenshot(png)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description="screenshot of a deltom run report with one question open")
    parser.add_argument("page")
    parser.add_argument("png")
    parser.add_argument("--question", type=int, default=0, help="which question to open (0-based, default 0)")
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=1000)
    args = parser.parse_args()
    screenshot(args.page, args.png, args.question, args.width, args.height)
    print(args.png)
