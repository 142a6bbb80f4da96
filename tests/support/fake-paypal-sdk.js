/*
 * Test-only stand-in for PayPal's JS SDK (served by tests/support/fake-paypal.ts at /sdk/js).
 * It offers what the payment page uses: paypal.Buttons({ createSubscription, onApprove, onError,
 * onCancel }).render(container). Its button creates the subscription through the page's own
 * createSubscription (actions.subscription.create), lets the fake "buyer" approve it, then calls
 * onApprove with the subscription id, as the real SDK does after PayPal's popup.
 */
(function () {
  var script = document.currentScript;
  var src = new URL(script.src);
  var origin = src.origin;
  var clientId = src.searchParams.get("client-id");

  function post(path, body) {
    return fetch(origin + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body || {}),
    }).then(function (response) {
      if (!response.ok) throw new Error("fake PayPal answered " + response.status);
      return response.json();
    });
  }

  function Buttons(options) {
    var rendered = null;
    var actions = {
      subscription: {
        create: function (body) {
          return post("/sdk/fake/subscriptions", Object.assign({ client_id: clientId }, body)).then(
            function (answer) {
              return answer.id;
            },
          );
        },
      },
    };

    function pay() {
      return Promise.resolve(options.createSubscription({}, actions))
        .then(function (id) {
          return post("/sdk/fake/subscriptions/" + encodeURIComponent(id) + "/approve");
        })
        .then(function (answer) {
          if (answer.error) throw new Error(answer.error);
          return options.onApprove(
            { orderID: "ORDER-FAKE", subscriptionID: answer.subscriptionID, facilitatorAccessToken: "fake" },
            {},
          );
        })
        .catch(function (error) {
          if (options.onError) options.onError(error);
        });
    }

    return {
      isEligible: function () {
        return true;
      },
      render: function (container) {
        var target = typeof container === "string" ? document.querySelector(container) : container;
        if (!target) return Promise.reject(new Error("container not found"));
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = "PayPal";
        button.setAttribute("aria-label", "PayPal");
        button.setAttribute("data-fake-paypal", "");
        button.style.cssText =
          "width:100%;min-height:45px;border:0;border-radius:6px;background:#ffc439;color:#003087;font:italic 700 20px/1 Verdana,sans-serif;cursor:pointer";
        button.addEventListener("click", pay);
        target.appendChild(button);
        rendered = button;
        return Promise.resolve();
      },
      close: function () {
        if (rendered) rendered.remove();
        rendered = null;
        return Promise.resolve();
      },
    };
  }

  window.paypal = { version: "fake-for-tests", Buttons: Buttons };
})();
