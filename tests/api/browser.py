"""Headless Debian Chromium driven by selenium through /usr/bin/chromedriver (no downloads)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
HAVE_CHROMIUM = Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()

needs_chromium = pytest.mark.skipif(
    not HAVE_CHROMIUM,
    reason="browser tests need Debian's chromium and chromium-driver "
           "(apt-get install chromium chromium-driver); .ci/run installs them",
)

FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
         "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--disable-extensions",
         "--disable-default-apps", "--lang=ja")


def start_chromium(user_data_dir: Path, width: int = 1280, height: int = 900) -> Any:
    """A selenium WebDriver for the system Chromium; selenium-manager is never consulted."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={user_data_dir}")
    options.add_argument(f"--window-size={width},{height}")
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    return driver


def emulate_phone(driver: Any, width: int = 375, height: int = 812) -> None:
    """A true 375-px viewport (headless windows have a larger minimum width)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})


def emulate_desktop(driver: Any) -> None:
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
